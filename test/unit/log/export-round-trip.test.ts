// DESIGN-10: export a log, import it into a fresh replay, and get the state the store had.
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../../src/events/schemas"
import { decodeLogText } from "../../../src/events/log/decode-log"
import { exportLogText, exportRecording } from "../../../src/events/log/export"
import { CURRENT_LOG_VERSION, LOG_FORMAT, type ImportedLog } from "../../../src/events/log/log-file"
import { redact } from "../../../src/events/log/redact"
import { replayLog } from "../../../src/events/log/replay"
import type { AppState } from "../../../src/events/state"
import { AppStateSchema } from "../../../src/events/schemas"
import { createEventStore, type EventStore } from "../../../src/runtime/event-store"
import {
  guestStart,
  LOG_META,
  normalSession,
  recordedStore,
  SESSION_START,
  timeoutSession
} from "../../support/demo-session"

const imported = (store: EventStore): ImportedLog => {
  const result = decodeLogText(JSON.stringify(exportRecording(store.getRecording(), LOG_META)))
  if (Either.isLeft(result)) throw new Error(result.left.message)
  return result.right
}

/** The store's state as an export shows it: personal data masked the same way. */
const asExported = (state: AppState): AppState =>
  Schema.decodeUnknownSync(AppStateSchema)(redact(Schema.encodeSync(AppStateSchema)(state)))

describe("export and import", () => {
  it("DESIGN-10 a session without personal data replays to exactly the store's state", () => {
    const events: ReadonlyArray<AppEvent> = [...guestStart, { _tag: "GameCategoryChosen", category: "slot" }]
    const store = recordedStore(events)
    expect(replayLog(imported(store)).final).toEqual(store.getState())
  })

  it("DESIGN-10 a player's session replays to the store's state with its personal data masked", () => {
    for (const session of [normalSession, timeoutSession, normalSession.slice(0, 20)]) {
      const store = recordedStore(session)
      expect(replayLog(imported(store)).final).toEqual(asExported(store.getState()))
    }
  })

  it("DESIGN-10 the imported log dispatched into a fresh store gives that store the same state", () => {
    const store = recordedStore(normalSession.slice(0, 22))
    const file = imported(store)
    const fresh = createEventStore({ initial: file.snapshot })
    for (const { event } of file.events) fresh.dispatch(event)
    expect(fresh.getState()).toEqual(asExported(store.getState()))
  })

  it("DESIGN-10 a bounded store's export replays from its snapshot to the same state", () => {
    const full = recordedStore(normalSession.slice(0, 20))
    const bounded = recordedStore(normalSession.slice(0, 20), 6)
    const file = imported(bounded)
    expect(file.events).toHaveLength(6)
    expect(file.firstSeq).toBe(15)
    expect(replayLog(file).final).toEqual(replayLog(imported(full)).final)
  })

  it("the document holds the format, version, app, brand, user agent, times, snapshot and numbered events", () => {
    const file = imported(recordedStore(normalSession))
    expect(file).toMatchObject({
      format: LOG_FORMAT,
      version: CURRENT_LOG_VERSION,
      appVersion: "2.2.10",
      brand: { clientId: "goldbet", name: "GoldBet" },
      userAgent: LOG_META.userAgent,
      startedAt: SESSION_START,
      firstSeq: 1,
      skipped: [],
      sourceVersion: CURRENT_LOG_VERSION
    })
    expect(file.exportedAt).toBeGreaterThan(file.startedAt)
    expect(file.events.map((e) => e.seq)).toEqual(normalSession.map((_, i) => i + 1))
    expect(file.events.every((e, i) => i === 0 || e.at > (file.events[i - 1]?.at ?? 0))).toBe(true)
  })

  it("an empty log exports its state as the snapshot and the next seq as firstSeq", () => {
    const store = recordedStore(normalSession.slice(0, 3), 1)
    const file = imported(store)
    expect(file.firstSeq).toBe(3)
    const text = exportLogText({
      log: [],
      snapshot: store.getState(),
      firstSeq: 4,
      meta: { ...LOG_META, startedAt: 1, exportedAt: 2 }
    })
    const empty = decodeLogText(text)
    expect(Either.isRight(empty) && replayLog(empty.right).final).toEqual(store.getState())
  })
})
