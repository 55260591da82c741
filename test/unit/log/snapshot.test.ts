// DESIGN-10: a log's snapshot holds only the slices that differ from their initial value, so a
// slice that was still at its spec value (one reserved for a later issue) is never written, and a
// build that later gives it its real shape still reads the log (src/events/log/snapshot.ts).
import { readFileSync } from "node:fs"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "../../../src/events/log/decode-log"
import { migrateToCurrent } from "../../../src/events/log/migrations"
import { SnapshotSchema } from "../../../src/events/log/snapshot"
import { reduce } from "../../../src/events/reducer"
import { initialState } from "../../../src/events/state"
import { playerSession } from "../../support/sessions"

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null
const encode = Schema.encodeSync(SnapshotSchema)
const decode = Schema.decodeUnknownSync(SnapshotSchema)

describe("a log's snapshot", () => {
  it("DESIGN-10 is empty for a fresh session and holds only the changed slices later", () => {
    expect(encode(initialState)).toEqual({})
    const signedIn = reduce(initialState, { _tag: "GetCurrentUser", user: playerSession.user })
    expect(Object.keys(encode(signedIn))).toEqual(["auth"])
    expect(decode(encode(signedIn))).toEqual(signedIn)
  })

  it("DESIGN-10 a slice the snapshot does not hold decodes to its initial value", () => {
    expect(decode({})).toEqual(initialState)
    const state = decode({ game: { gameCategory: "slot" } })
    expect(state.game.gameCategory).toBe("slot")
    expect(state.announcement).toEqual(initialState.announcement)
  })

  it("DESIGN-08 a v2 log's snapshot loses the slices v2 reserved, so it reads whatever shape they take later", () => {
    const text = readFileSync(new URL("../../fixtures/logs/v2-normal-session.json", import.meta.url), "utf8")
    expect(text).toContain('"announcement": {}')
    const migrated = migrateToCurrent(2, JSON.parse(text))
    const snapshot = Either.isRight(migrated) && isRecord(migrated.right) ? migrated.right["snapshot"] : null
    expect(isRecord(snapshot) ? Object.keys(snapshot).sort() : null).toEqual([
      "auth",
      "checkIn",
      "configuration",
      "game",
      "global",
      "user"
    ])
    const file = decodeLogText(text)
    expect(Either.isRight(file) ? file.right.snapshot : null).toEqual(initialState)
  })
})
