import { defineSlice } from "../slice"
import type { ReservedState } from "./state"

// The spec's initial values of the slices later issues build (see state.ts beside this).

export const reservedSlices = {
  gameEvent: defineSlice<ReservedState["gameEvent"]>({ initial: {} })
}
