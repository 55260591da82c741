// Replays an exported event log outside the browser (issue §2).
//   npm run replay -- path/to/log.json            each step: "#seq Tag" and what it changed
//   npm run replay -- path/to/log.json --at N     the state after step #N, as JSON
//   npm run replay -- path/to/log.json --summary  the final state's key facts
// Exit code 1, with a one-line reason on stderr, when the file cannot be read or decoded; 2 on bad usage.
import { readFileSync } from "node:fs"
import { runReplay } from "./replay-command"

const readText = (path: string): string | Error => {
  try {
    return readFileSync(path, "utf8")
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

const result = runReplay(process.argv.slice(2), readText)
if (result.out.length > 0) process.stdout.write(`${result.out.join("\n")}\n`)
if (result.err !== undefined) process.stderr.write(`${result.err}\n`)
process.exitCode = result.code
