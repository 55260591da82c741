import { createHash } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import { Option, Schema } from "effect"
import { findDemoGame, findDemoProvider, GAME_ART_PREFIX } from "../../src/domain/demo/games"
import { GameCode, ProviderCode } from "../../src/domain/game-schema"
import { sendMissingFile } from "../static/not-found"
import { BASE_SECURITY_HEADERS } from "../static/security-headers"
import { gameArtSvg } from "./game-art"
import { providerLogoSvg } from "./provider-logo"

// GET /game-art/providers/<code>.svg and /game-art/<provider>/<code>.svg: the lobby's generated
// pictures (game-art.ts). Cached a week, not for ever: the address does not change when the
// drawing does, so a week bounds how long a changed picture stays stale, and the ETag makes the
// check after it a 304. An unknown provider or game is the bare 404 of a missing file.

export const GAME_ART_CACHE = "public, max-age=604800"

const ART_PATH = /^([^/]+)\/([^/]+)\.svg$/

const decoded = <A>(schema: Schema.Schema<A, string>, value: string): A | undefined =>
  Option.getOrUndefined(Schema.decodeUnknownOption(schema)(value))

/** The picture a path names, or undefined when it names no provider or game. */
export const gameArtOf = (path: string): string | undefined => {
  const match = ART_PATH.exec(path.slice(GAME_ART_PREFIX.length))
  if (match === null) return undefined
  const [, folder = "", name = ""] = match
  if (folder === "providers") {
    const code = decoded(ProviderCode, name)
    const provider = code === undefined ? undefined : findDemoProvider(code)
    return provider === undefined ? undefined : providerLogoSvg(provider)
  }
  const provider = decoded(ProviderCode, folder)
  const code = decoded(GameCode, name)
  const game = provider === undefined || code === undefined ? undefined : findDemoGame(provider, code)
  return game === undefined ? undefined : gameArtSvg(game)
}

export const serveGameArt = (req: IncomingMessage, res: ServerResponse, path: string): void => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { ...BASE_SECURITY_HEADERS, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" })
    res.end()
    return
  }
  const art = gameArtOf(path)
  if (art === undefined) return sendMissingFile(res)
  const body = Buffer.from(art, "utf8")
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`
  const headers = {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "image/svg+xml",
    "Cache-Control": GAME_ART_CACHE,
    // Opened on its own (not as an <img>), the picture is a document: it may run nothing.
    "Content-Security-Policy": "default-src 'none'",
    ETag: etag
  }
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers)
    res.end()
    return
  }
  res.writeHead(200, { ...headers, "Content-Length": String(body.length) })
  res.end(req.method === "HEAD" ? undefined : body)
}
