import { Effect, type Layer } from "effect"
import { ServerError } from "../../domain/errors"
import { demoAccount, type DemoAccount } from "../../domain/demo/accounts"
import { passThrough, type CallObserver } from "../../services/scripted"
import type { AppServices } from "../app-runtime"
import { scriptedServices } from "../scripted-services"
import { demoScript, storedSessionOf, type ScenarioScript } from "./scenario-layer"
import { expiredSession, slowNetwork } from "./script-transforms"

// Development-only scenarios for manual QA (?scenario=NAME, see docs/developer-tools.md).
// src/start-runtime.ts imports this module dynamically inside `if (import.meta.env.DEV)`, so production bundles hold
// none of it; test/e2e/production-bundle.spec.ts looks for SCENARIO_MARKER in dist/ to prove it.

export const SCENARIO_MARKER = "member-site-scenario:"

/**
 * A call no script of the scenario answers fails as a server with nothing to say would (the screen
 * shows its error state), where a test's would die: a scenario is for looking around.
 */
export const answeringUnscripted =
  (observe: CallObserver = passThrough): CallObserver =>
  (method, args, call) =>
    observe(method, args, call).pipe(
      Effect.catchAllDefect((defect) => {
        console.warn(`${SCENARIO_MARKER} ${method} is not scripted in this scenario`, defect)
        return Effect.fail(new ServerError({ status: 501, message: NOT_SCRIPTED, body: null }))
      })
    )

const NOT_SCRIPTED = "ส่วนนี้ยังไม่มีข้อมูลในโหมดทดลอง"

/** A demo account the scenarios log in as (src/domain/demo/accounts.ts). */
const account = (username: string): DemoAccount => {
  const found = demoAccount(username)
  if (found === undefined) throw new Error(`${SCENARIO_MARKER} no demo account ${username}`)
  return found
}

interface Scenario {
  readonly script: ScenarioScript
  readonly observe?: CallObserver
}

const SCENARIOS = {
  /** Guests first; demo/demo1234 and newbie/newbie1234 log in; check-in and credit work. */
  happy: (): Scenario => ({ script: demoScript([account("demo"), account("newbie")]) }),
  /** The operation setting says MA: every route shows the maintenance page. */
  maintenance: (): Scenario => ({ script: demoScript([account("demo")], { websiteStatus: "MA" }) }),
  /** A stored session whose every player call fails Unauthorized: the session ends (Expired) at start. */
  "session-expired": (): Scenario => ({
    script: { ...demoScript([account("demo")]), storedSession: storedSessionOf(account("demo")) },
    observe: expiredSession
  }),
  /** Every call answers after 3 s and every fourth one times out (the network banner shows). */
  "slow-network": (): Scenario => ({ script: demoScript([account("demo")]), observe: slowNetwork("3 seconds", 4) }),
  /** Logged in as a new player: balance 0, no check-ins, no promotion. */
  "new-player": (): Scenario => ({
    script: { ...demoScript([account("newbie")]), storedSession: storedSessionOf(account("newbie")) }
  })
} as const satisfies Readonly<Record<string, () => Scenario>>

export type ScenarioName = keyof typeof SCENARIOS

export const SCENARIO_NAMES: ReadonlyArray<ScenarioName> = [
  "happy",
  "maintenance",
  "session-expired",
  "slow-network",
  "new-player"
]

const isScenarioName = (name: string): name is ScenarioName => SCENARIO_NAMES.some((known) => known === name)

/** The services of the named scenario, or null for an unknown name (the app then starts live). */
export const scenarioServices = (name: string): Layer.Layer<AppServices> | null => {
  if (!isScenarioName(name)) {
    console.warn(`${SCENARIO_MARKER} unknown scenario "${name}"; known: ${SCENARIO_NAMES.join(", ")}`)
    return null
  }
  console.info(`${SCENARIO_MARKER} ${name} (test layers, no server)`)
  const { script, observe } = SCENARIOS[name]()
  return scriptedServices(script, answeringUnscripted(observe))
}
