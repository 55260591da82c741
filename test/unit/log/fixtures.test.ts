// Issue §2: the committed logs are real exports; each replays, in the tests and through the CLI.
import { readdirSync, readFileSync } from "node:fs"
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "../../../src/events/log/decode-log"
import { summarizeLog } from "../../../src/events/log/log-summary"
import { replayLog } from "../../../src/events/log/replay"
import { replay } from "../../../src/events/reducer"
import { DEMO_BANK_ID, DEMO_PHONE, normalSession, timeoutSession } from "../../support/demo-session"

const dir = new URL("../../fixtures/logs/", import.meta.url)
const text = (name: string) => readFileSync(new URL(name, dir), "utf8")
const load = (name: string) => {
  const result = decodeLogText(text(name))
  if (Either.isLeft(result)) throw new Error(`${name}: ${result.left.message}`)
  return result.right
}

describe("recorded logs", () => {
  it("DESIGN-10 every committed log decodes, replays and holds no personal data", () => {
    const names = readdirSync(dir).filter((name) => name.endsWith(".json"))
    expect(names.sort()).toEqual([
      "normal-session.json",
      "session-timeout.json",
      "v1-session.json",
      "v2-normal-session.json",
      "v2-session-timeout.json",
      "v3-normal-session.json",
      "v3-session-timeout.json"
    ])
    for (const name of names) {
      const file = load(name)
      expect(file.skipped, name).toEqual([])
      expect(replayLog(file).steps.length, name).toBe(file.events.length)
      for (const secret of [DEMO_PHONE, DEMO_BANK_ID, "@member.invalid", "demo1234"])
        expect(text(name)).not.toContain(secret)
    }
  })

  it("DESIGN-08 the normal session logs in, checks in and logs out: every event of it, in order", () => {
    const file = load("normal-session.json")
    expect(file.events.map((e) => e.event._tag)).toEqual(normalSession.map((e) => e._tag))
    const steps = replayLog(file).steps
    const beforeLogout = steps.at(-2)?.state
    expect(beforeLogout?.auth.session._tag).toBe("Authenticated")
    expect(beforeLogout?.checkIn.doneToday).toBe(true)
    expect(beforeLogout?.user.credit).toMatchObject({ _tag: "Loaded", data: { balance: 154_075 } })
    expect(summarizeLog(file, replayLog(file).final)).toMatchObject({ session: "Anonymous", replayed: 25, skipped: 0 })
  })

  it("DESIGN-08 the timeout session ends Expired after the 401 of a credit refresh, as the reducer says", () => {
    const file = load("session-timeout.json")
    expect(file.events.at(-1)?.event._tag).toBe("SessionTimeout")
    const final = replayLog(file).final
    expect(final.auth.session._tag).toBe("Expired")
    expect(final).toEqual(replay(timeoutSession))
  })
})
