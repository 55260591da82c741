// Issue §2: a read-only store over an imported log, for the developer panel's time travel.
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "../../../src/events/log/decode-log"
import type { ImportedLog } from "../../../src/events/log/log-file"
import { replay } from "../../../src/events/reducer"
import { createReplayStore } from "../../../src/runtime/replay-store"
import { LOG_META, normalSession, recordedStore } from "../../support/demo-session"
import { exportRecording } from "../../../src/events/log/export"

const importedSession = (capacity?: number): ImportedLog => {
  const result = decodeLogText(
    JSON.stringify(exportRecording(recordedStore(normalSession, capacity).getRecording(), LOG_META))
  )
  if (Either.isLeft(result)) throw new Error(result.left.message)
  return result.right
}

describe("the replay store", () => {
  it("DESIGN-08 starts at the last step and seeks to any step's state", () => {
    const file = importedSession()
    const store = createReplayStore(file)
    expect(store.stepCount).toBe(normalSession.length)
    expect(store.getStep()).toBe(normalSession.length)
    store.seek(10)
    expect(store.getState().auth.session._tag).toBe("Authenticated")
    expect(store.getState().user.profile._tag).toBe("Idle")
    store.seek(0)
    expect(store.getState()).toBe(file.snapshot)
    store.seek(999)
    expect(store.getStep()).toBe(normalSession.length)
  })

  it("DESIGN-08 a bounded log's steps count from its snapshot", () => {
    const store = createReplayStore(importedSession(5))
    expect(store.stepCount).toBe(5)
    store.seek(0)
    expect(store.getState().checkIn.doneToday).toBe(replay(normalSession.slice(0, 20)).checkIn.doneToday)
    expect(store.getLog()[0]?.seq).toBe(21)
  })

  it("dispatch changes nothing; seek tells subscribers, once per real move", () => {
    const store = createReplayStore(importedSession())
    let calls = 0
    store.subscribe(() => calls++)
    const before = store.getState()
    store.dispatch({ _tag: "Logout" })
    expect(store.getState()).toBe(before)
    store.seek(3)
    store.seek(3)
    store.seek(4)
    expect(calls).toBe(2)
  })

  it("DESIGN-10 re-exports the log it was given", () => {
    const file = importedSession()
    const again = decodeLogText(JSON.stringify(exportRecording(createReplayStore(file).getRecording(), LOG_META)))
    expect(Either.isRight(again) && again.right.events).toEqual(file.events)
  })
})
