// The harness's scripted services, each method wrapped so the call recorder notes it with its
// arguments ("UserService.credit", ["somchai01"]). Methods a test does not script stay unscripted
// (they die loudly in the services' `.Test` layers).
import type { Effect } from "effect"
import type { AuthServiceShape } from "../../src/services/auth-service"
import type { CheckInServiceShape } from "../../src/services/check-in-service"
import type { SettingsServiceShape } from "../../src/services/settings-service"
import type { UserServiceShape } from "../../src/services/user-service"
import type { CallRecorder } from "./call-recorder"

const fn =
  <Args extends ReadonlyArray<unknown>, A, E>(
    recorder: CallRecorder,
    name: string,
    method: (...args: Args) => Effect.Effect<A, E>
  ) =>
  (...args: Args): Effect.Effect<A, E> =>
    recorder.recordCall(name, args, method(...args))

export const recordAuth = (recorder: CallRecorder, impl: Partial<AuthServiceShape>): Partial<AuthServiceShape> => ({
  ...(impl.login === undefined ? {} : { login: fn(recorder, "AuthService.login", impl.login) })
})

export const recordSettings = (
  recorder: CallRecorder,
  impl: Partial<SettingsServiceShape>
): Partial<SettingsServiceShape> => ({
  ...(impl.globalSetting === undefined
    ? {}
    : { globalSetting: recorder.record("SettingsService.globalSetting", impl.globalSetting) }),
  ...(impl.operation === undefined ? {} : { operation: recorder.record("SettingsService.operation", impl.operation) }),
  ...(impl.configuration === undefined
    ? {}
    : { configuration: fn(recorder, "SettingsService.configuration", impl.configuration) })
})

export const recordUser = (recorder: CallRecorder, impl: Partial<UserServiceShape>): Partial<UserServiceShape> => ({
  ...(impl.profile === undefined ? {} : { profile: fn(recorder, "UserService.profile", impl.profile) }),
  ...(impl.setting === undefined ? {} : { setting: fn(recorder, "UserService.setting", impl.setting) }),
  ...(impl.credit === undefined ? {} : { credit: fn(recorder, "UserService.credit", impl.credit) })
})

export const recordCheckIn = (
  recorder: CallRecorder,
  impl: Partial<CheckInServiceShape>
): Partial<CheckInServiceShape> => ({
  ...(impl.list === undefined ? {} : { list: recorder.record("CheckInService.list", impl.list) }),
  ...(impl.checkIn === undefined ? {} : { checkIn: recorder.record("CheckInService.checkIn", impl.checkIn) })
})
