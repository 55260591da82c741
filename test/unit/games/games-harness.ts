import type { RunningServer } from "../../../server/app"
import { call, type Call } from "../server/server-harness"

// What the games tests do again and again: open a game, read the ledger and the wallet, load the
// stand-in game page and post its round form as a browser would.

export const OPEN = "/api/auth/user/opengame"
export const CASH_OUT = "/api/auth/user/game/cashOut"

/** The lobby address the app sends: this server's own origin, inside the player area. */
export const lobbyUrl = (server: RunningServer): string => `${server.url}/auth/games/category?cat=slot`

export interface OpenOptions {
  readonly provider?: string
  readonly gameCode?: string
  readonly returnUrl?: string
  readonly key?: string
}

export const openGame = (server: RunningServer, token: string, options: OpenOptions = {}): Promise<Call> =>
  call(server, "POST", OPEN, {
    token,
    ...(options.key === undefined ? {} : { key: options.key }),
    body: {
      provider: options.provider ?? "JK",
      gameCode: options.gameCode ?? "SL0001",
      returnUrl: options.returnUrl ?? lobbyUrl(server)
    }
  })

export const cashOut = (server: RunningServer, token: string, key?: string): Promise<Call> =>
  call(server, "POST", CASH_OUT, { token, body: {}, ...(key === undefined ? {} : { key }) })

export interface LedgerEntry {
  readonly kind: string
  readonly amount: number
  readonly balanceAfter: number
  readonly reference: string
}

const isEntry = (row: unknown): row is LedgerEntry =>
  typeof row === "object" && row !== null && "kind" in row && "amount" in row && "reference" in row

export const ledgerOf = async (server: RunningServer, username = "demo"): Promise<ReadonlyArray<LedgerEntry>> => {
  const rows = (await call(server, "GET", `/__dev/ledger?username=${username}`)).json
  return Array.isArray(rows) ? rows.filter(isEntry) : []
}

export const walletOf = async (
  server: RunningServer,
  username = "demo"
): Promise<{ readonly gameWallet: number; readonly sessionId: string | null }> => {
  const answer = await call(server, "POST", "/__dev/game-wallet-of", { body: { username } })
  const json: unknown = answer.json
  if (typeof json !== "object" || json === null || !("gameWallet" in json) || !("sessionId" in json))
    throw new Error(`game-wallet-of: ${JSON.stringify(json)}`)
  const { gameWallet, sessionId } = json
  if (typeof gameWallet !== "number") throw new Error("gameWallet is not a number")
  return { gameWallet, sessionId: typeof sessionId === "string" ? sessionId : null }
}

/** The launch URL of an answer to openGame. */
export const launchUrlOf = (answer: Call): string => {
  const json: unknown = answer.json
  if (typeof json === "object" && json !== null && "data" in json) {
    const data: unknown = json.data
    if (typeof data === "object" && data !== null && "url" in data && typeof data.url === "string") return data.url
  }
  throw new Error(`no launch url: ${JSON.stringify(json)}`)
}

export interface Page {
  readonly status: number
  readonly html: string
  readonly headers: Headers
}

export const getPage = async (server: RunningServer, path: string): Promise<Page> => {
  const res = await fetch(server.url + path, { redirect: "manual" })
  return { status: res.status, html: await res.text(), headers: res.headers }
}

/** The hidden round counter of the page's form. */
export const roundFieldOf = (html: string): string => /name="round" value="(\d+)"/.exec(html)?.[1] ?? ""

/** Posts the round form as the page's browser does (same origin); answers status and Location. */
export const postRound = async (
  server: RunningServer,
  pagePath: string,
  fields: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>> = {}
): Promise<{ readonly status: number; readonly location: string | null }> => {
  const res = await fetch(`${server.url}${pagePath}/round`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      "sec-fetch-site": "same-origin",
      ...headers
    },
    body: new URLSearchParams(fields).toString()
  })
  await res.text()
  return { status: res.status, location: res.headers.get("location") }
}
