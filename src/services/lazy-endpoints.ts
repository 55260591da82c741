import { Effect } from "effect"
import { NetworkError } from "../domain/errors"

// An area's contract rows (endpoints.ts: paths and the Schemas that decode the answers) loaded with
// the first call that needs them, not with the runtime every page loads at start: the service's
// shape, its tag and its test layer stay where they were, so commands and tests see no difference.
// The browser keeps a loaded module, so a later call waits for nothing.

/** A module that could not be loaded (offline, a deploy replaced it) is a network problem the screen retries. */
const unreachable = () => new NetworkError({ message: "โหลดข้อมูลไม่สำเร็จ กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่" })

export const lazyEndpoints = <M>(load: () => Promise<M>): Effect.Effect<M, NetworkError> =>
  Effect.tryPromise({ try: load, catch: unreachable })
