import { Effect } from "effect"
import { OperationEvents, SettingsEvents } from "../../events/site/events"
import { SettingsService } from "../../services/site/settings-service"
import { selectNetworkUnstable } from "../../events/site/selectors"
import { loadConfiguration } from "./configuration"
import { awaitState, currentState, loadDataset } from "./dispatch"
import { recheckOperation } from "./maintenance-lazy"

/** The operation setting, when empty: MA switches every route to maintenance (STORE-11, MA-05). */
export const loadOperation = Effect.gen(function* () {
  if ((yield* currentState).global.operation._tag === "Loaded") return
  const settings = yield* SettingsService
  yield* loadDataset(OperationEvents, {}, settings.operation)
})

/** The public settings: LINE ids and the public promotion (STORE-12, SUPPORT-07). */
export const loadGlobalSetting = Effect.gen(function* () {
  const settings = yield* SettingsService
  yield* loadDataset(SettingsEvents, {}, settings.globalSetting)
})

/** Everything a guest's pages need, in parallel. */
export const loadPublicData = Effect.all([loadOperation, loadGlobalSetting, loadConfiguration], {
  concurrency: "unbounded",
  discard: true
})

/**
 * The public data again once a session has ended (AUTH-10): the state went back to its start with
 * it, and the login page and the guest's pages need the settings. Nothing when they are there.
 */
export const reloadPublicData = Effect.gen(function* () {
  if ((yield* currentState).global.settings._tag !== "Idle") return
  yield* loadPublicData
})

/**
 * A site closed while its pages are open (#31): the API then answers every write and login with 503
 * and the maintenance text, which the app reads as network trouble (ERR-07), and the operation
 * setting was read at start. So each time the network flag rises, the setting is read again: if the
 * site is closed now, the maintenance page replaces every route (MA-05) and rechecks by itself,
 * instead of a network banner that no retry would clear. Once per rise: the flag must fall first.
 */
export const watchForMaintenance = Effect.forever(
  Effect.gen(function* () {
    yield* awaitState(selectNetworkUnstable)
    yield* recheckOperation
    yield* awaitState((state) => !selectNetworkUnstable(state))
  })
)
