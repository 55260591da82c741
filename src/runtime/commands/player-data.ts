import { Effect } from "effect"
import { userUuid } from "../../domain/user"
import {
  ProfileFailed,
  ProfileLoaded,
  ProfileLoading,
  UserSettingFailed,
  UserSettingLoaded,
  UserSettingLoading
} from "../../events/user-events"
import { selectCurrentUser } from "../../events/selectors"
import { UserService } from "../../services/user-service"
import { currentState, dispatch } from "./dispatch"
import { loadInto } from "./report-failure"

/** Without a uuid the fetch is dropped: no request, no event (VAL-01, VAL-02). */
const withUuid = <A, E, R>(run: (uuid: string) => Effect.Effect<A, E, R>) =>
  Effect.flatMap(currentState, (state) => {
    const uuid = userUuid(selectCurrentUser(state))
    return uuid === null ? Effect.void : Effect.asVoid(run(uuid))
  })

/** GET /api/auth/user/detail/{uuid} (STORE-10, AMB-29). */
export const loadProfile = withUuid((uuid) =>
  Effect.gen(function* () {
    const users = yield* UserService
    yield* dispatch(ProfileLoading.make({}))
    yield* loadInto(
      users.profile(uuid),
      (profile) => dispatch(ProfileLoaded.make({ profile })),
      (message) => dispatch(ProfileFailed.make({ message }))
    )
  })
)

/** POST /api/auth/setting (STORE-10). */
export const loadUserSetting = withUuid((uuid) =>
  Effect.gen(function* () {
    const users = yield* UserService
    yield* dispatch(UserSettingLoading.make({}))
    yield* loadInto(
      users.setting(uuid),
      (setting) => dispatch(UserSettingLoaded.make({ setting })),
      (message) => dispatch(UserSettingFailed.make({ message }))
    )
  })
)

/** The profile and the settings, once per session: only while the settings are still empty. */
export const loadPlayerData = Effect.gen(function* () {
  const state = yield* currentState
  if (state.user.setting._tag !== "Idle") return
  yield* Effect.all([loadProfile, loadUserSetting], { concurrency: "unbounded", discard: true })
})
