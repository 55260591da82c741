import { Effect } from "effect"
import { ConfigurationFailed, ConfigurationLoaded, ConfigurationLoading } from "../../events/content-events"
import {
  OperationFailed,
  OperationLoaded,
  OperationLoading,
  SettingsFailed,
  SettingsLoaded,
  SettingsLoading
} from "../../events/global-events"
import { selectIsLoggedIn } from "../../events/selectors"
import { SettingsService } from "../../services/settings-service"
import { currentState, dispatch } from "./dispatch"
import { loadInto } from "./report-failure"

/** The operation setting, when empty: MA switches every route to maintenance (STORE-11, MA-05). */
export const loadOperation = Effect.gen(function* () {
  if ((yield* currentState).global.operation._tag === "Loaded") return
  const settings = yield* SettingsService
  yield* dispatch(OperationLoading.make({}))
  yield* loadInto(
    settings.operation,
    (operation) => dispatch(OperationLoaded.make({ operation })),
    (message) => dispatch(OperationFailed.make({ message }))
  )
})

/** The public settings: LINE ids and the public promotion (STORE-12, SUPPORT-07). */
export const loadGlobalSetting = Effect.gen(function* () {
  const settings = yield* SettingsService
  yield* dispatch(SettingsLoading.make({}))
  yield* loadInto(
    settings.globalSetting,
    (setting) => dispatch(SettingsLoaded.make({ setting })),
    (message) => dispatch(SettingsFailed.make({ message }))
  )
})

/** The configuration images, from the public or the player's list (API-04, API-14). */
export const loadConfiguration = Effect.gen(function* () {
  const settings = yield* SettingsService
  const audience = selectIsLoggedIn(yield* currentState) ? "player" : "guest"
  yield* dispatch(ConfigurationLoading.make({}))
  yield* loadInto(
    settings.configuration(audience),
    (items) => dispatch(ConfigurationLoaded.make({ items })),
    (message) => dispatch(ConfigurationFailed.make({ message }))
  )
})

/** Everything a guest's pages need, in parallel. */
export const loadPublicData = Effect.all([loadOperation, loadGlobalSetting, loadConfiguration], {
  concurrency: "unbounded",
  discard: true
})
