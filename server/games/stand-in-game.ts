import type { IncomingMessage, ServerResponse } from "node:http"
import { Either, Schema } from "effect"
import { findDemoGame, findDemoProvider } from "../../src/domain/demo/games"
import { playRound } from "../api/game-wallet"
import { gameSessionOf, gameWalletOf } from "../api/games-memory"
import { readBytes, type BodyLimits } from "../http/read-body"
import type { HostPolicy } from "../http/host-policy"
import { queryOf } from "../http/request-path"
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders } from "../static/security-headers"
import type { ServerState } from "../state"
import { betAmount, BETS, endedPage, gamePage, NOTICES, type Notice } from "./stand-in-game-page"
import { pagePathOf, type StandInGamePath } from "./stand-in-game-paths"

// The stand-in game at its launch URL (issue #11): GET shows the page, POST …/round plays one
// round from its form and answers 303 back to the page (so a reload never replays it). The session
// id in the address is the only key: unguessable, and the page is never framed (frame-ancestors
// 'none') nor its form posted from another site (Sec-Fetch-Site, Origin).

export interface GamePageContext {
  readonly state: ServerState
  readonly hosts: HostPolicy
  readonly limits: BodyLimits
}

/** A round's form: the bet, and how many rounds the page had seen (a repeated post plays nothing). */
const RoundForm = Schema.Struct({
  bet: Schema.Literal(...BETS),
  round: Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())
})

const NoticeParam = Schema.Struct({ notice: Schema.optional(Schema.Literal(...Object.keys(NOTICES))) })
const isNotice = (value: string | undefined): value is Notice => value !== undefined && value in NOTICES

const FORM_TYPE = /^application\/x-www-form-urlencoded(?:\s*;\s*charset=utf-8)?$/i
/** A round's form is two short fields. */
const MAX_FORM_BYTES = 1_000

const sendText = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void => {
  res.writeHead(status, {
    ...BASE_SECURITY_HEADERS,
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store"
  })
  res.end(text)
}

const sendPage = (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: GamePageContext,
  status: number,
  html: string
): void => {
  const body = Buffer.from(html, "utf8")
  res.writeHead(status, {
    ...htmlSecurityHeaders({ host: ctx.hosts.hostFor(req), frameAncestors: "'none'", styleHashes: [] }),
    "Content-Type": "text/html; charset=utf-8",
    // The wallet changes with every round: never a stale copy, from any cache.
    "Cache-Control": "no-store",
    "Content-Length": String(body.length)
  })
  res.end(req.method === "HEAD" ? undefined : body)
}

const seeOther = (res: ServerResponse, location: string): void => {
  res.writeHead(303, { ...BASE_SECURITY_HEADERS, Location: location, "Cache-Control": "no-store" })
  res.end()
}

const showPage = (req: IncomingMessage, res: ServerResponse, ctx: GamePageContext, sessionId: string): void => {
  const session = gameSessionOf(ctx.state, sessionId)
  const game = session === undefined ? undefined : findDemoGame(session.provider, session.code)
  if (session === undefined || game === undefined) return sendPage(req, res, ctx, 404, endedPage())
  const query = Schema.decodeUnknownEither(NoticeParam)(Object.fromEntries(queryOf(req.url)))
  const notice = Either.isRight(query) && isNotice(query.right.notice) ? query.right.notice : null
  const view = {
    sessionId,
    game,
    providerName: findDemoProvider(game.provider)?.name ?? game.provider,
    wallet: gameWalletOf(ctx.state, session.username),
    rounds: session.rounds,
    played: session.played,
    returnUrl: session.returnUrl,
    notice
  }
  sendPage(req, res, ctx, 200, gamePage(view))
}

/** A post from this site's own page: browsers say where a form came from (Sec-Fetch-Site, Origin). */
const fromThisSite = (req: IncomingMessage, ctx: GamePageContext): boolean => {
  const site = req.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin") return false
  const origin = req.headers.origin
  if (origin === undefined) return true
  const host = ctx.hosts.hostFor(req)
  return origin === `http://${host}` || origin === `https://${host}`
}

const playFromForm = async (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: GamePageContext,
  sessionId: string
): Promise<void> => {
  if (!fromThisSite(req, ctx)) return sendText(res, 403, "ไม่อนุญาตคำขอจากเว็บไซต์อื่น")
  if (!FORM_TYPE.test(req.headers["content-type"] ?? "")) return sendText(res, 415, "รูปแบบข้อมูลที่ส่งมาไม่รองรับ")
  const read = await readBytes(req, { ...ctx.limits, maxBytes: MAX_FORM_BYTES })
  if (read._tag !== "Bytes") {
    res.setHeader("Connection", "close")
    return sendText(res, read._tag === "TooLarge" ? 413 : 408, "ข้อมูลที่ส่งมาไม่ถูกต้อง")
  }
  const fields = Object.fromEntries(new URLSearchParams(read.bytes.toString("utf8")))
  const form = Schema.decodeUnknownEither(RoundForm)(fields)
  if (Either.isLeft(form)) return sendText(res, 400, "ข้อมูลที่ส่งมาไม่ถูกต้อง")
  const session = gameSessionOf(ctx.state, sessionId)
  // An ended session, or a form already played (a double press, Back then resend): nothing to play.
  if (session === undefined || form.right.round !== session.played) return seeOther(res, pagePathOf(sessionId))
  // After the body's wait, the round is one write (#31): the wallet and the session's rounds together.
  const round = ctx.state.write(() => playRound(ctx.state, session, betAmount(form.right.bet)))
  seeOther(res, round === null ? `${pagePathOf(sessionId)}?notice=short` : pagePathOf(sessionId))
}

export const handleStandInGame = async (
  req: IncomingMessage,
  res: ServerResponse,
  target: StandInGamePath,
  ctx: GamePageContext
): Promise<void> => {
  const method = req.method ?? "GET"
  if (target._tag === "Page" && (method === "GET" || method === "HEAD"))
    return showPage(req, res, ctx, target.sessionId)
  if (target._tag === "Round" && method === "POST") return playFromForm(req, res, ctx, target.sessionId)
  sendText(res, 405, "ไม่รองรับวิธีการเรียกนี้", { Allow: target._tag === "Page" ? "GET, HEAD" : "POST" })
}
