import type { Layer } from "effect"
import type { AppServices } from "../app-runtime"
import { DEMO_PLAYER, NEW_PLAYER } from "./demo-data"
import { demoScript, scenarioLayer, storedSessionOf, type ScenarioScript } from "./scenario-layer"
import { expiredSession, slowNetwork } from "./script-transforms"

// Development-only scenarios for manual QA (?scenario=NAME, see README "Developer tools").
// src/start-runtime.ts imports this module dynamically inside `if (import.meta.env.DEV)`, so production bundles hold
// none of it; test/e2e/production-bundle.spec.ts looks for SCENARIO_MARKER in dist/ to prove it.

export const SCENARIO_MARKER = "member-site-scenario:"

const SCENARIOS = {
  /** Guests first; demo/demo1234 and newbie/newbie1234 log in; check-in and credit work. */
  happy: (): ScenarioScript => demoScript([DEMO_PLAYER, NEW_PLAYER]),
  /** The operation setting says MA: every route shows the maintenance page. */
  maintenance: (): ScenarioScript => demoScript([DEMO_PLAYER], { websiteStatus: "MA" }),
  /** A stored session whose every player call fails Unauthorized: the session ends (Expired) at start. */
  "session-expired": (): ScenarioScript => ({
    ...expiredSession(demoScript([DEMO_PLAYER])),
    storedSession: storedSessionOf(DEMO_PLAYER)
  }),
  /** Every call answers after 3 s and every fourth one times out (the network banner shows). */
  "slow-network": (): ScenarioScript => slowNetwork(demoScript([DEMO_PLAYER]), "3 seconds", 4),
  /** Logged in as a new player: balance 0, no check-ins, no promotion. */
  "new-player": (): ScenarioScript => ({ ...demoScript([NEW_PLAYER]), storedSession: storedSessionOf(NEW_PLAYER) })
} as const satisfies Readonly<Record<string, () => ScenarioScript>>

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
  return scenarioLayer(SCENARIOS[name]())
}
