// Issue §2: `npm run replay -- path/to/log.json [--at N | --summary]`. Each mode and the two file
// failures run as a real process (node --import tsx); the remaining cases call the same command in-process.
import { spawn } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { Schema } from "effect"
import { CURRENT_LOG_VERSION } from "../../../src/events/log/log-file"
import { describe, expect, it } from "vitest"
import { initialState } from "../../../src/events/state"
import { AppStateSchema } from "../../../src/events/schemas"
import { runReplay } from "../../support/replay-command"

const root = fileURLToPath(new URL("../../../", import.meta.url))
const fixture = (name: string) => join(root, "test/fixtures/logs", name)

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

const replayCli = (...args: ReadonlyArray<string>): Promise<Run> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "test/support/replay-cli.ts", ...args], { cwd: root })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    child.on("error", reject)
    child.on("close", (code) => resolve({ code, stdout, stderr }))
  })

const scratch = mkdtempSync(join(tmpdir(), "replay-cli-"))
const scratchFile = (name: string, text: string) => {
  const path = join(scratch, name)
  writeFileSync(path, text)
  return path
}

/** The command in-process, over an in-memory file system. */
const replayIn = (files: Readonly<Record<string, string>>, ...args: ReadonlyArray<string>) =>
  runReplay(args, (path) => files[path] ?? new Error(`ENOENT: no such file or directory, open '${path}'`))

const logWith = (events: ReadonlyArray<unknown>) =>
  JSON.stringify({
    format: "member-site-event-log",
    version: 2,
    appVersion: "9.9.9",
    brand: { clientId: "goldbet", name: "GoldBet" },
    userAgent: "test",
    startedAt: 0,
    exportedAt: 1,
    snapshot: Schema.encodeSync(AppStateSchema)(initialState),
    firstSeq: 1,
    events
  })

describe.concurrent("the replay CLI as a process", { timeout: 60_000 }, () => {
  it("DESIGN-10 prints each step as '#seq Tag' and what it changed", async () => {
    const run = await replayCli(fixture("normal-session.json"))
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const lines = run.stdout.split("\n")
    expect(lines[0]).toBe(
      `member-site-event-log v${CURRENT_LOG_VERSION}, app 2.2.10, brand goldbet: 25 events from #1, 0 skipped`
    )
    expect(run.stdout).toContain("#8 OnlineCountReceived\n  global.onlineCount = 1203\n")
    expect(run.stdout).toContain("#21 CheckInDone\n  checkIn.list.data[2] = ")
    expect(run.stdout).toContain("  checkIn.doneToday = true\n")
    expect(run.stdout).toContain("#23 CreditLoaded\n  user.credit.data.balance = 1540.75\n")
    expect(lines.every((line) => line.length <= 120)).toBe(true)
  })

  it("DESIGN-10 --at N prints the state after step #N as JSON", async () => {
    const run = await replayCli(fixture("normal-session.json"), "--at", "21")
    expect(run.code).toBe(0)
    const state: unknown = JSON.parse(run.stdout)
    expect(state).toMatchObject({ auth: { session: { _tag: "Authenticated" } }, checkIn: { doneToday: true } })
  })

  it("DESIGN-10 --summary prints the final state's key facts, the same for the session recorded as v2", async () => {
    const [current, old] = await Promise.all([
      replayCli("--summary", fixture("session-timeout.json")),
      replayCli("--summary", fixture("v2-session-timeout.json"))
    ])
    expect(old.code).toBe(0)
    expect(old.stdout).toBe(current.stdout.replace(`log format v${CURRENT_LOG_VERSION}`, "log format v2"))
    const run = current
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      [
        `app: 2.2.10 (goldbet), log format v${CURRENT_LOG_VERSION}`,
        "session: Expired",
        "balance: -",
        "checked in today: no",
        "online count: -",
        "maintenance: no",
        "events: 16 replayed, 0 skipped",
        "last event: #16 SessionTimeout",
        ""
      ].join("\n")
    )
  })

  it("exits 1 with a one-line reason for a missing file", async () => {
    const run = await replayCli(join(scratch, "nowhere.json"))
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/^replay: cannot read .*nowhere\.json: ENOENT[^\n]*\n$/)
  })

  it("exits 1 with a one-line reason for a broken file", async () => {
    const run = await replayCli(scratchFile("broken.json", '{"format": "member-site-event-log", "vers'))
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toMatch(/^replay: .*broken\.json: not valid JSON: [^\n]*\n$/)
  })
})

describe("the replay command", () => {
  const files = {
    "v1.json": readFileSync(fixture("v1-session.json"), "utf8"),
    "normal.json": readFileSync(fixture("normal-session.json"), "utf8"),
    "foreign.json": '{"name": "x", "version": "1.0.0"}',
    "bad.json": logWith([{ seq: 1, at: 0, event: { _tag: "OnlineCountReceived", count: "x" } }]),
    "unknown.json": logWith([
      { seq: 1, at: 0, event: { _tag: "EventOfANewerBuild", prize: 5 } },
      { seq: 2, at: 1, event: { _tag: "OnlineCountReceived", count: 7 } }
    ])
  }

  it("DESIGN-08 --summary of the v1 log names its format version", () => {
    const run = replayIn(files, "v1.json", "--summary")
    expect(run.code).toBe(0)
    expect(run.out).toContain("app: 2.2.10 (goldbet), log format v1")
    expect(run.out).toContain("last event: #25 Logout")
  })

  it("a foreign file and a bad event exit 1 with what is wrong and where", () => {
    expect(replayIn(files, "foreign.json")).toMatchObject({ code: 1, out: [] })
    expect(replayIn(files, "foreign.json").err).toContain("not a member-site event log")
    expect(replayIn(files, "bad.json").err).toBe('replay: bad.json: events[0].event.count: Expected number, actual "x"')
  })

  it("DESIGN-08 an unknown event tag is listed as skipped, and the rest replays", () => {
    const steps = replayIn(files, "unknown.json")
    expect(steps.code).toBe(0)
    expect(steps.out.slice(1)).toEqual([
      "#1 EventOfANewerBuild",
      "  (skipped: unknown event tag)",
      "#2 OnlineCountReceived",
      "  global.onlineCount = 7"
    ])
    expect(replayIn(files, "unknown.json", "--summary").out).toContain("events: 1 replayed, 1 skipped")
  })

  it("--at accepts the step before the first (the snapshot) and refuses steps the log does not hold", () => {
    const snapshot = replayIn(files, "normal.json", "--at", "0")
    expect(snapshot.code).toBe(0)
    expect(JSON.parse(snapshot.out.join("\n"))).toEqual(Schema.encodeSync(AppStateSchema)(initialState))
    expect(replayIn(files, "normal.json", "--at", "26")).toEqual({
      code: 1,
      out: [],
      err: "replay: no step #26: this log holds #1 to #25"
    })
  })

  it("bad usage exits 2 with the usage line", () => {
    for (const args of [
      [],
      ["--at"],
      ["--at", "x", "normal.json"],
      ["normal.json", "--verbose"],
      ["a.json", "b.json"]
    ]) {
      const run = replayIn(files, ...args)
      expect(run.code, args.join(" ")).toBe(2)
      expect(run.err).toContain("usage: replay <log.json> [--at N | --summary]")
    }
  })
})
