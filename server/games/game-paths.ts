import type { IncomingMessage, ServerResponse } from "node:http"
import { GAME_ART_PREFIX } from "../../src/domain/demo/games"
import { sendMissingFile } from "../static/not-found"
import { serveGameArt } from "./game-art-route"
import { handleStandInGame, type GamePageContext } from "./stand-in-game"
import { STAND_IN_GAME_PREFIX, standInGamePathOf } from "./stand-in-game-paths"

// The games area's own addresses outside /api (issue #11): the generated artwork and the stand-in
// game page. Routed before the server's folders, since /stand-in/ is one of them.

export const isGamesPath = (path: string): boolean =>
  path.startsWith(GAME_ART_PREFIX) || path.startsWith(STAND_IN_GAME_PREFIX)

export const handleGamesPath = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: GamePageContext
): Promise<void> => {
  if (path.startsWith(GAME_ART_PREFIX)) return serveGameArt(req, res, path)
  const target = standInGamePathOf(path)
  if (target === undefined) return sendMissingFile(res)
  return handleStandInGame(req, res, target, ctx)
}
