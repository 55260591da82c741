import { selectUserSetting } from "../player/selectors"
import { selectIsLoggedIn } from "../session/selectors"
import { selectGlobalSetting } from "../site/selectors"
import type { AppState } from "../state"

// The bonus promotion has no slice of its own: players see their own setting, guests the public
// one (AMB-17).

export const selectPromotionSetting = (state: AppState) =>
  selectIsLoggedIn(state) ? selectUserSetting(state) : (selectGlobalSetting(state)?.promotion ?? null)
export const selectPromotionLoading = (state: AppState): boolean =>
  selectIsLoggedIn(state)
    ? state.user.setting._tag === "Idle" || state.user.setting._tag === "Loading"
    : state.global.settings._tag === "Idle" || state.global.settings._tag === "Loading"
