// Issue §1/§2: an import of a broken or foreign file fails with a message that says what is wrong
// and where; an unknown event tag is skipped and reported, never thrown.
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogFile, decodeLogText } from "../../../src/events/log/decode-log"
import type { LogDecodeError } from "../../../src/events/log/log-decode-error"
import { CURRENT_LOG_VERSION, type ImportedLog } from "../../../src/events/log/log-file"
import { replayLog } from "../../../src/events/log/replay"
import { replay } from "../../../src/events/reducer"
import { LOG_META, normalSession, recordedStore } from "../../support/demo-session"
import { exportRecording } from "../../../src/events/log/export"

/** A fresh, valid export as plain JSON, to break in one place. */
const validDocument = (): Record<string, unknown> => {
  const parsed: unknown = JSON.parse(
    JSON.stringify(exportRecording(recordedStore(normalSession).getRecording(), LOG_META))
  )
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object")
  return { ...parsed }
}

const eventsOf = (document: Record<string, unknown>): Array<Record<string, unknown>> => {
  const events = document["events"]
  if (!Array.isArray(events)) throw new Error("no events")
  return events.map((entry: unknown) => (typeof entry === "object" && entry !== null ? { ...entry } : {}))
}

const failure = (result: Either.Either<ImportedLog, LogDecodeError>): LogDecodeError => {
  if (Either.isRight(result)) throw new Error("the import was expected to fail")
  return result.left
}

describe("import failures", () => {
  it("DESIGN-10 broken JSON text fails as InvalidJson with the parser's reason", () => {
    const error = failure(decodeLogText('{"format": "member-site-event-log", '))
    expect(error.reason).toBe("InvalidJson")
    expect(error.message).toMatch(/^not valid JSON: /)
  })

  it("DESIGN-10 foreign JSON is recognised as not a member-site event log", () => {
    for (const foreign of [{ name: "package", version: "1.0.0" }, [1, 2], "text", null, { format: "har" }]) {
      const error = failure(decodeLogFile(foreign))
      expect(error.reason).toBe("ForeignFile")
      expect(error.message).toContain("not a member-site event log")
    }
    expect(failure(decodeLogFile({ format: "har" })).message).toContain('its format is "har"')
  })

  it("DESIGN-10 a future version is refused with both versions named", () => {
    const newer = CURRENT_LOG_VERSION + 1
    const error = failure(decodeLogFile({ ...validDocument(), version: newer }))
    expect(error.reason).toBe("UnsupportedVersion")
    expect(error.message).toBe(
      `version: log format version ${newer} is not supported; this build reads versions 1 to ${CURRENT_LOG_VERSION} (the log comes from a newer app)`
    )
  })

  it("DESIGN-10 a missing or non-integer version names the version field", () => {
    const { version: _version, ...rest } = validDocument()
    expect(failure(decodeLogFile(rest)).message).toBe("version: is missing")
    expect(failure(decodeLogFile({ ...rest, version: "2" })).message).toMatch(/^version: Expected/)
  })

  it("DESIGN-10 a bad event field fails with its path: events[7].event.count", () => {
    const document = validDocument()
    const events = eventsOf(document)
    events[7] = { ...events[7], event: { _tag: "OnlineCountReceived", count: "many" } }
    const error = failure(decodeLogFile({ ...document, events }))
    expect(error.reason).toBe("InvalidContent")
    expect(error.path).toBe("events[7].event.count")
    expect(error.message).toBe('events[7].event.count: Expected number, actual "many"')
  })

  it("DESIGN-10 a nested field of an event and of the snapshot are named by their full path", () => {
    const document = validDocument()
    const events = eventsOf(document)
    events[16] = {
      ...events[16],
      event: { _tag: "CreditLoaded", requestId: 1, data: { balance: 1, balanceType: "X" } }
    }
    expect(failure(decodeLogFile({ ...document, events })).path).toBe("events[16].event.data.balanceType")
    const snapshot = document["snapshot"]
    const broken = { ...document, snapshot: typeof snapshot === "object" ? { ...snapshot, checkIn: null } : null }
    expect(failure(decodeLogFile(broken)).message).toMatch(/^snapshot\.checkIn: Expected/)
  })

  it("DESIGN-10 an event without a tag, a missing seq and seqs out of order are named", () => {
    const document = validDocument()
    const events = eventsOf(document)
    expect(
      failure(decodeLogFile({ ...document, events: [{ ...events[0], event: { count: 1 } }, ...events.slice(1)] }))
        .message
    ).toBe("events[0].event._tag: is missing")
    const { seq: _seq, ...noSeq } = events[2] ?? {}
    expect(failure(decodeLogFile({ ...document, events: [events[0], events[1], noSeq] })).message).toBe(
      "events[2].seq: is missing"
    )
    expect(failure(decodeLogFile({ ...document, events: [events[0], events[2], events[1]] })).message).toBe(
      "events[2].seq: expected a seq greater than 3, got 2"
    )
  })

  it("an import never throws, whatever it is given", () => {
    for (const input of [
      undefined,
      0,
      {},
      { format: "member-site-event-log" },
      { format: "member-site-event-log", version: 0 }
    ])
      expect(() => decodeLogFile(input)).not.toThrow()
  })
})

describe("unknown event tags", () => {
  it("DESIGN-08 an unknown tag is skipped and reported with its seq; the rest replays", () => {
    const document = validDocument()
    const events = eventsOf(document)
    events[7] = { ...events[7], event: { _tag: "EventOfANewerBuild", prize: 50 } }
    events[19] = { ...events[19], event: { _tag: "AnotherEventOfANewerBuild", amount: 100 } }
    const result = decodeLogFile({ ...document, events })
    if (Either.isLeft(result)) throw new Error(result.left.message)
    expect(result.right.skipped).toEqual([
      { seq: 8, tag: "EventOfANewerBuild" },
      { seq: 20, tag: "AnotherEventOfANewerBuild" }
    ])
    expect(result.right.events).toHaveLength(normalSession.length - 2)
    const expected = replay(normalSession.filter((_, i) => i !== 7 && i !== 19))
    expect(replayLog(result.right).final.global).toEqual(expected.global)
  })
})
