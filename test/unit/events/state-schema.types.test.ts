// STORE-01 DESIGN-10: the state the slices compose (src/events/state.ts) and the state's schema
// (src/events/schemas.ts) are the same type, in both directions. `npm run typecheck` checks this
// file: a slice added without its schema, or a schema that drifts from its slice, fails it.
import { describe, expectTypeOf, it } from "vitest"
import type { AppStateSchema } from "../../../src/events/schemas"
import type { AppState } from "../../../src/events/state"

describe("the state and its schema", () => {
  it("STORE-01 DESIGN-10 the slice list and the schema describe the same state", () => {
    expectTypeOf<(typeof AppStateSchema)["Type"]>().toEqualTypeOf<AppState>()
  })
})
