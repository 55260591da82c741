import { Duration, Effect } from "effect"
import { Timeout, Unauthorized } from "../../domain/errors"
import type { ApiMethod } from "../../services/api-services"
import type { CallObserver } from "../../services/scripted"

// How a scenario bends its answers: observers of every scripted call (services/scripted.ts).

/**
 * Every call answers after `latency`; every `timeoutEvery`-th call (counted over all methods) fails
 * with Timeout instead, as the client's own timeout would.
 */
export const slowNetwork = (latency: Duration.DurationInput, timeoutEvery: number): CallObserver => {
  let calls = 0
  return (method, _args, call) =>
    Effect.suspend(() => {
      calls += 1
      const answer =
        calls % timeoutEvery === 0
          ? Effect.fail(new Timeout({ status: null, message: `${method}: no answer (scenario)` }))
          : call
      return Effect.delay(answer, latency)
    })
}

/** The calls that need the player's token. */
const PLAYER_METHODS: ReadonlySet<string> = new Set<ApiMethod>([
  "UserService.profile",
  "UserService.setting",
  "UserService.credit",
  "CheckInService.list",
  "CheckInService.checkIn",
  "SettingsService.configuration"
])

/** Every call that needs the player's token fails Unauthorized (the server forgot the session). */
export const expiredSession: CallObserver = (method, _args, call) =>
  PLAYER_METHODS.has(method)
    ? Effect.fail(new Unauthorized({ status: 401, message: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่" }))
    : call
