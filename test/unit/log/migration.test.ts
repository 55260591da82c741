// Issue §2: when an event's schema changes, older logs still replay (a versioned decode with a
// migration). Version 1 carried `date: "YYYY-MM-DD"` on the check-in events instead of `today`.
import { readFileSync } from "node:fs"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogFile, decodeLogText } from "../../../src/events/log/decode-log"
import { replayLog } from "../../../src/events/log/replay"
import { migrateToCurrent } from "../../../src/events/log/migrations"

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/logs/${name}`, import.meta.url), "utf8")

const decoded = (text: string) => {
  const result = decodeLogText(text)
  if (Either.isLeft(result)) throw new Error(result.left.message)
  return result.right
}

describe("log migrations", () => {
  it("DESIGN-08 the v1 fixture really is version 1: dated check-in events and no firstSeq", () => {
    const raw = fixture("v1-session.json")
    expect(raw).toContain('"version": 1')
    expect(raw).toContain('"date": "2025-06-15"')
    expect(raw).not.toContain('"today"')
    expect(raw).not.toContain('"firstSeq"')
  })

  it("DESIGN-08 a v1 log decodes through the migration: date becomes today, firstSeq the first event's seq", () => {
    const file = decoded(fixture("v1-session.json"))
    expect(file.sourceVersion).toBe(1)
    expect(file.version).toBe(2)
    expect(file.firstSeq).toBe(1)
    const dated = file.events.flatMap(({ event }) =>
      event._tag === "CheckInListLoaded" || event._tag === "CheckInDone" ? [event] : []
    )
    expect(dated.map((event) => [event._tag, event.today])).toEqual([
      ["CheckInListLoaded", 15],
      ["CheckInDone", 15]
    ])
  })

  it("DESIGN-08 the v1 log replays, step by step, to the states of the same session recorded as v2", () => {
    const v1 = replayLog(decoded(fixture("v1-session.json")))
    const v2 = replayLog(decoded(fixture("normal-session.json")))
    expect(v1.steps.map((step) => step.state)).toEqual(v2.steps.map((step) => step.state))
    const doneStep = v1.steps.find((step) => step.event._tag === "CheckInDone")
    expect(doneStep?.state.checkIn.doneToday).toBe(true)
  })

  it("a v1 check-in event with a malformed date fails with its path", () => {
    const result = decodeLogFile({
      format: "member-site-event-log",
      version: 1,
      events: [{ seq: 1, at: 0, event: { _tag: "CheckInDone", entry: {}, date: "15/06/2025" } }]
    })
    expect(Either.isLeft(result) && result.left.message).toBe("events[0].event.date: expected a date YYYY-MM-DD")
  })

  it("the pipeline refuses versions it has no migration for", () => {
    expect(Either.isLeft(migrateToCurrent(0, {}))).toBe(true)
    expect(Either.isRight(migrateToCurrent(2, {}))).toBe(true)
  })
})
