import { parseArguments, USAGE } from "./args"
import { formatResult, formatSummary, redactor } from "./report"
import type { Facts } from "./row"
import { contractRows } from "./rows"
import { runRows } from "./runner"

// The command: arguments, the banner, one line per row as it is known, the summary. Exit codes:
// 0 every row ok or skipped, 1 a row failed, 2 the arguments (nothing was sent).

export interface Console {
  readonly out: (line: string) => void
  readonly err: (line: string) => void
}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

export const runContractCheck = async (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>>,
  io: Console,
  now: () => number = Date.now
): Promise<number> => {
  const parsed = parseArguments(argv, env)
  if (parsed._tag === "Help") {
    io.out(USAGE)
    return EXIT.ok
  }
  const password = parsed._tag === "Run" ? parsed.options.password : env["CONTRACT_CHECK_PASSWORD"]
  const facts: Facts = {}
  const redact = redactor(() => [password, facts.token])
  if (parsed._tag === "Usage") {
    io.err(redact(`contract:check: ${parsed.problem}`))
    io.err(USAGE)
    return EXIT.usage
  }
  const { options } = parsed
  const say = (line: string) => io.out(redact(line))
  say(`contract:check ${options.api} as ${options.username}`)
  say(
    options.writesTo === null
      ? "reads only: writes are listed as skipped (--writes --sandbox <host> sends the safe ones)"
      : `WRITES ON against the sandbox ${options.writesTo}: each write carries a fresh Idempotency-Key`
  )
  const rows = contractRows({ username: options.username, password: options.password }, now())
  const results = await runRows(rows, facts, options, (result) => say(formatResult(result)))
  say(formatSummary(results))
  return results.some((result) => result.outcome._tag === "Failed") ? EXIT.failed : EXIT.ok
}
