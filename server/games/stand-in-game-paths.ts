import { Option, Schema } from "effect"

// The stand-in game's addresses: the page a launch URL names, and the form its rounds post to.

export const STAND_IN_GAME_PREFIX = "/stand-in/game/"

/** Where the lobby sends a player whose game session is over. */
export const LOBBY_PATH = "/auth/games/category"

export type StandInGamePath =
  { readonly _tag: "Page"; readonly sessionId: string } | { readonly _tag: "Round"; readonly sessionId: string }

const SessionId = Schema.UUID

const PATH = /^([^/]+)(\/round)?$/

/** The page or round a path names; undefined for anything else under the prefix. */
export const standInGamePathOf = (path: string): StandInGamePath | undefined => {
  const match = PATH.exec(path.slice(STAND_IN_GAME_PREFIX.length))
  if (match === null) return undefined
  const sessionId = Option.getOrUndefined(Schema.decodeUnknownOption(SessionId)(match[1]))
  if (sessionId === undefined) return undefined
  return match[2] === undefined ? { _tag: "Page", sessionId } : { _tag: "Round", sessionId }
}

export const pagePathOf = (sessionId: string): string => `${STAND_IN_GAME_PREFIX}${sessionId}`
export const roundPathOf = (sessionId: string): string => `${STAND_IN_GAME_PREFIX}${sessionId}/round`
