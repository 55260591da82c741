import { Effect } from "effect"
import { ConfigurationEvents } from "../../events/configuration/events"
import { selectIsLoggedIn } from "../../events/session/selectors"
import { SettingsService } from "../../services/site/settings-service"
import { currentState, loadDataset } from "./dispatch"

/** The configuration images, from the public or the player's list (API-04, API-14). */
export const loadConfiguration = Effect.gen(function* () {
  const settings = yield* SettingsService
  const audience = selectIsLoggedIn(yield* currentState) ? "player" : "guest"
  yield* loadDataset(ConfigurationEvents, {}, settings.configuration(audience))
})
