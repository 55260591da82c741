import { Duration, Effect, Option } from "effect"
import type { GameCategory } from "../../domain/game"
import { GameCategoryChosen } from "../../events/games/events"
import { selectGameCategory } from "../../events/games/selectors"
import { selectUsername } from "../../events/session/selectors"
import { GameDevice, type GridPlaceValues } from "../../services/games/game-device"
import { awaitState, currentState, dispatch } from "./dispatch"

// What the games lobby remembers (#29): the category last played or chosen, per player on this
// device ('เกมทั้งหมด' opens it), and where each provider's grid was left in this tab (its scroll
// and search), so Back or 'กลับสู่ล็อบบี้' from a game finds the same place.

/**
 * A tab chosen (UI-17), or a game of this category played: the centre button and the all-games
 * tile follow it, and it is kept on the device for the player, so 'เกมทั้งหมด' opens it on the
 * next visit too (#29).
 */
export const chooseGameCategory = (category: GameCategory) =>
  Effect.gen(function* () {
    const state = yield* currentState
    // Kept on the device first: once the state says so, a new visit finds it too.
    const username = selectUsername(state)
    if (username !== null) yield* Effect.flatMap(GameDevice, (device) => device.saveCategory(username, category))
    if (selectGameCategory(state) !== category) yield* dispatch(GameCategoryChosen.make({ category }))
  })

/**
 * The category the player last played or chose on this device, into the state as they arrive in
 * the player area (sport until one is kept, the spec's default). A choice stores itself as it is
 * made, so one made meanwhile is what this reads.
 */
export const restoreGameCategory = Effect.gen(function* () {
  // The player area may mount from the shell's snapshot before the session is read back: the
  // player is waited for (a few seconds at most; a session that never comes restores nothing).
  yield* awaitState((state) => selectUsername(state) !== null).pipe(Effect.timeoutOption(Duration.seconds(10)))
  const state = yield* currentState
  const username = selectUsername(state)
  if (username === null) return
  const device = yield* GameDevice
  const kept = yield* device.category(username)
  if (Option.isNone(kept) || kept.value === selectGameCategory(state)) return
  yield* dispatch(GameCategoryChosen.make({ category: kept.value }))
})

/** Where a provider's grid was left in this tab (#29): its scroll and search, or null. */
export const loadGridPlace = (path: string) =>
  Effect.map(
    Effect.flatMap(GameDevice, (device) => device.gridPlace(path)),
    (place) => Option.getOrNull(place)
  )

/** Keeps where a provider's grid is (#29): Back, or 'กลับสู่ล็อบบี้' from a game, finds it again. */
export const keepGridPlace = (path: string, place: GridPlaceValues) =>
  Effect.flatMap(GameDevice, (device) => device.saveGridPlace(path, place))
