import { Duration, Effect } from "effect"
import { Timeout, Unauthorized, type ApiError } from "../../domain/errors"
import type { ScenarioScript } from "./scenario-layer"

type Wrap = <A>(method: string, call: Effect.Effect<A, ApiError>) => Effect.Effect<A, ApiError>

/** The script with every service call passed through `wrap`. */
export const mapCalls = (script: ScenarioScript, wrap: Wrap): ScenarioScript => ({
  ...script,
  auth: { login: (credentials) => wrap("AuthService.login", script.auth.login(credentials)) },
  settings: {
    globalSetting: wrap("SettingsService.globalSetting", script.settings.globalSetting),
    operation: wrap("SettingsService.operation", script.settings.operation),
    configuration: (audience) => wrap("SettingsService.configuration", script.settings.configuration(audience))
  },
  user: {
    profile: (uuid) => wrap("UserService.profile", script.user.profile(uuid)),
    setting: (uuid) => wrap("UserService.setting", script.user.setting(uuid)),
    credit: (username) => wrap("UserService.credit", script.user.credit(username))
  },
  checkIn: {
    list: wrap("CheckInService.list", script.checkIn.list),
    checkIn: wrap("CheckInService.checkIn", script.checkIn.checkIn)
  }
})

/**
 * Every call answers after `latency`; every `timeoutEvery`-th call (counted over all methods) fails
 * with Timeout instead, as the client's own timeout would.
 */
export const slowNetwork = (
  script: ScenarioScript,
  latency: Duration.DurationInput,
  timeoutEvery: number
): ScenarioScript => {
  let calls = 0
  return mapCalls(script, (method, call) =>
    Effect.suspend(() => {
      calls += 1
      const answer =
        calls % timeoutEvery === 0
          ? Effect.fail(new Timeout({ status: null, message: `${method}: no answer (scenario)` }))
          : call
      return Effect.delay(answer, latency)
    })
  )
}

const PLAYER_METHODS: ReadonlyArray<string> = [
  "UserService.profile",
  "UserService.setting",
  "UserService.credit",
  "CheckInService.list",
  "CheckInService.checkIn",
  "SettingsService.configuration"
]

/** Every call that needs the player's token fails Unauthorized (the server forgot the session). */
export const expiredSession = (script: ScenarioScript): ScenarioScript =>
  mapCalls(script, (method, call) =>
    PLAYER_METHODS.includes(method)
      ? Effect.fail(new Unauthorized({ status: 401, message: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่" }))
      : call
  )
