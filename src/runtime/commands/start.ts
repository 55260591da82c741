import { Effect } from "effect"
import { loadPlayerData } from "./player"
import { restoreSession } from "./session"
import { loadPublicData } from "./site"

/**
 * What the app loads at start (spec §4): the operation status, the LINE settings and the
 * configuration, and, for a player whose settings are empty, the profile and the user settings
 * (STORE-10..STORE-12).
 */
export const loadStartData = (loggedIn: boolean) =>
  Effect.all([loadPublicData, loggedIn ? loadPlayerData : Effect.void], { concurrency: "unbounded", discard: true })

/** Restore the session, then load the start data (AUTH-01). */
export const bootstrap = Effect.flatMap(restoreSession, loadStartData)
