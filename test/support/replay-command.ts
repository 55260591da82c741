// The replay command as a pure function of its arguments and a file reader (replay-cli.ts runs it).
import { Either, Schema } from "effect"
import { decodeLogText } from "../../src/events/log/decode-log"
import type { ImportedLog } from "../../src/events/log/log-file"
import { formatSummary, summarizeLog } from "../../src/events/log/log-summary"
import { replayLog, stateAtSeq, type Replay } from "../../src/events/log/replay"
import { diffState, formatChange } from "../../src/events/log/state-diff"
import { AppStateSchema } from "../../src/events/schemas"

const USAGE = "usage: replay <log.json> [--at N | --summary]"

type Mode = { readonly _tag: "Steps" } | { readonly _tag: "At"; readonly seq: number } | { readonly _tag: "Summary" }
type Args = { readonly path: string; readonly mode: Mode }

const parseArgs = (argv: ReadonlyArray<string>): Args | string => {
  let path: string | null = null
  let mode: Mode = { _tag: "Steps" }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === "--summary") mode = { _tag: "Summary" }
    else if (arg === "--at") {
      const value = argv[++i]
      const seq = Number(value)
      if (value === undefined || !Number.isInteger(seq)) return `--at needs a step number, got ${value ?? "nothing"}`
      mode = { _tag: "At", seq }
    } else if (arg !== undefined && arg.startsWith("--")) return `unknown option ${arg}`
    else if (arg !== undefined && path === null) path = arg
    else return `unexpected argument ${arg ?? ""}`
  }
  return path === null ? "no log file given" : { path, mode }
}

/** A state as the log file holds it (money in baht, as on the wire), so that steps read like `--at N`. */
const encodeState = Schema.encodeSync(AppStateSchema)

const stepLines = (file: ImportedLog, replay: Replay): ReadonlyArray<string> => {
  const lines: Array<string> = []
  const skipped = [...file.skipped]
  let before = encodeState(replay.initial)
  const flushSkipped = (upTo: number) => {
    while (skipped[0] !== undefined && skipped[0].seq < upTo) {
      const entry = skipped.shift()
      if (entry !== undefined) lines.push(`#${entry.seq} ${entry.tag}`, "  (skipped: unknown event tag)")
    }
  }
  for (const step of replay.steps) {
    flushSkipped(step.seq)
    const after = encodeState(step.state)
    const changes = diffState(before, after)
    lines.push(`#${step.seq} ${step.event._tag}`)
    lines.push(...(changes.length === 0 ? ["  (no change)"] : changes.map((change) => `  ${formatChange(change)}`)))
    before = after
  }
  flushSkipped(Number.POSITIVE_INFINITY)
  return lines
}

const lastSeq = (file: ImportedLog): number =>
  Math.max(file.events.at(-1)?.seq ?? file.firstSeq - 1, file.skipped.at(-1)?.seq ?? file.firstSeq - 1)

/** What a run printed and its exit code: 0, 1 (unreadable or undecodable file, missing step) or 2 (bad usage). */
export interface ReplayRun {
  readonly code: number
  readonly out: ReadonlyArray<string>
  readonly err?: string
}

/** The replay command without the process: `readText` reads a file, or gives the Error it met. */
export const runReplay = (argv: ReadonlyArray<string>, readText: (path: string) => string | Error): ReplayRun => {
  const args = parseArgs(argv)
  if (typeof args === "string") return { code: 2, out: [], err: `replay: ${args}\n${USAGE}` }
  const text = readText(args.path)
  if (text instanceof Error) return { code: 1, out: [], err: `replay: cannot read ${args.path}: ${text.message}` }
  const decoded = decodeLogText(text)
  if (Either.isLeft(decoded)) return { code: 1, out: [], err: `replay: ${args.path}: ${decoded.left.message}` }
  const file = decoded.right
  const replay = replayLog(file)
  switch (args.mode._tag) {
    case "Summary":
      return { code: 0, out: formatSummary(summarizeLog(file, replay.final)) }
    case "At": {
      const { seq } = args.mode
      if (seq < file.firstSeq - 1 || seq > lastSeq(file))
        return {
          code: 1,
          out: [],
          err: `replay: no step #${seq}: this log holds #${file.firstSeq} to #${lastSeq(file)}`
        }
      return { code: 0, out: [JSON.stringify(encodeState(stateAtSeq(replay, seq)), null, 2)] }
    }
    case "Steps":
      return {
        code: 0,
        out: [
          `${file.format} v${file.sourceVersion}, app ${file.appVersion}, brand ${file.brand.clientId}: ${file.events.length} events from #${file.firstSeq}, ${file.skipped.length} skipped`,
          ...stepLines(file, replay)
        ]
      }
  }
}
