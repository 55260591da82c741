import { runContractCheck } from "../../../tools/contract-check/cli"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"

// Runs the command in-process as `npm run contract:check -- …` would, keeping what it printed.

export interface CheckRun {
  readonly code: number
  readonly out: ReadonlyArray<string>
  readonly err: ReadonlyArray<string>
  /** Everything printed, both streams. */
  readonly all: string
}

export const runCheck = async (
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string | undefined>> = {}
): Promise<CheckRun> => {
  const out: Array<string> = []
  const err: Array<string> = []
  const code = await runContractCheck(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { code, out, err, all: [...out, ...err].join("\n") }
}

const demo = DEMO_ACCOUNTS.find((account) => account.username === "demo")
if (demo === undefined) throw new Error("the demo account is seeded by src/domain/demo/accounts.ts")

/** The demo player, as the README names it. */
export const DEMO = { username: demo.username, password: demo.password }

export const demoArgs = (api: string): ReadonlyArray<string> => [
  "--api",
  api,
  "--username",
  DEMO.username,
  "--password",
  DEMO.password
]
