import { Schema } from "effect"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { demoLobby, featuredGames, providerGamesIn } from "../../../src/domain/demo/games"
import { CreditBalance } from "../../../src/domain/credit"
import { CategoryGames, GameLobby, ProviderGames } from "../../../src/domain/game-schema"
import { satang } from "../../../src/domain/money"
import { Envelope } from "../../../src/services/contract"
import { call, login, start } from "../server/server-harness"

// The games lobby's reads (issue #11; OPEN-28, OPEN-29, OPEN-63) and the credit's game wallet.

const decodeLobby = Schema.decodeUnknownSync(Envelope(GameLobby))
const decodeCategory = Schema.decodeUnknownSync(Envelope(CategoryGames))
const decodeProvider = Schema.decodeUnknownSync(Envelope(ProviderGames))
const decodeCredit = Schema.decodeUnknownSync(Envelope(CreditBalance))

const LIST = "/api/auth/user/game/list"

describe("the games lobby's reads (#11)", () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
    // A reset ends every session (#31): each test logs in afresh.
    token = await login(server)
  })
  afterAll(() => server.close())

  it("PROD-10 GET /api/auth/game answers the lobby: 7 categories with their providers", async () => {
    const answer = await call(server, "GET", "/api/auth/game", { token })
    expect(answer.status).toBe(200)
    expect(decodeLobby(answer.json).data).toEqual(demoLobby())
  })

  it("#11 every games call needs a signed-in player (401)", async () => {
    expect((await call(server, "GET", "/api/auth/game")).status).toBe(401)
    expect((await call(server, "GET", "/api/auth/user/games/slot")).status).toBe(401)
    const list = await call(server, "POST", LIST, { body: { category: "slot", provider: "JK" } })
    expect(list.status).toBe(401)
  })

  it("OPEN-29 GET /api/auth/user/games/hot answers the hot list across providers", async () => {
    const answer = decodeCategory((await call(server, "GET", "/api/auth/user/games/hot", { token })).json).data
    expect(answer.category).toBe("hot")
    expect(answer.games).toEqual(featuredGames("hot"))
    expect(new Set(answer.games.map((game) => game.provider)).size).toBeGreaterThan(5)
    expect(answer.games.every((game) => game.badge === "hot")).toBe(true)
  })

  it("OPEN-29 another category answers its hot and new games, at most 24", async () => {
    const answer = decodeCategory((await call(server, "GET", "/api/auth/user/games/slot", { token })).json).data
    expect(answer.games.length).toBeLessThanOrEqual(24)
    expect(answer.games.every((game) => game.category === "slot" && game.badge !== null)).toBe(true)
  })

  it("OPEN-29 an unknown category is a 404 with the Thai message", async () => {
    const answer = await call(server, "GET", "/api/auth/user/games/poker", { token })
    expect(answer).toMatchObject({ status: 404, json: { success: false, message: "ไม่พบหมวดเกมนี้" } })
  })

  it("OPEN-28 POST /api/auth/user/game/list answers one provider's games: JK's 500 slot games", async () => {
    const answer = await call(server, "POST", LIST, { token, body: { category: "slot", provider: "JK" } })
    const data = decodeProvider(answer.json).data
    expect(data.provider).toMatchObject({ code: "JK", name: "Joker Kingdom", gameCount: 500 })
    expect(data.games).toHaveLength(500)
    expect(data.games).toEqual(providerGamesIn("slot", "JK"))
  })

  it("OPEN-63 the hot category's provider list is that provider's hot games, whatever their category", async () => {
    const answer = await call(server, "POST", LIST, { token, body: { category: "hot", provider: "JK" } })
    const data = decodeProvider(answer.json).data
    expect(data.games.length).toBe(data.provider.gameCount)
    expect(data.games.every((game) => game.badge === "hot" && game.provider === "JK")).toBe(true)
  })

  it("OPEN-28 an unknown provider, or one not in that category, is a 404 'ไม่พบค่ายเกมนี้'", async () => {
    const refused = { status: 404, json: { success: false, message: "ไม่พบค่ายเกมนี้" } }
    expect(await call(server, "POST", LIST, { token, body: { category: "slot", provider: "ZZ" } })).toMatchObject(
      refused
    )
    expect(await call(server, "POST", LIST, { token, body: { category: "casino", provider: "JK" } })).toMatchObject(
      refused
    )
  })

  it("OPEN-28 a body outside the contract (an unknown category, a bad code) is a 400", async () => {
    expect((await call(server, "POST", LIST, { token, body: { category: "poker", provider: "JK" } })).status).toBe(400)
    expect((await call(server, "POST", LIST, { token, body: { category: "slot", provider: "j k" } })).status).toBe(400)
  })

  it("#11 getCredit carries gameWallet only while the game wallet holds credit", async () => {
    const credit = async (): Promise<CreditBalance> =>
      decodeCredit(
        (await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })).json
      ).data
    expect(await credit()).toEqual({ balance: satang(152_075), balanceType: "M" })
    await call(server, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: 250.5 } })
    expect(await credit()).toEqual({ balance: satang(152_075), balanceType: "M", gameWallet: satang(25_050) })
    await call(server, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: 0 } })
    expect(await credit()).not.toHaveProperty("gameWallet")
  })

  it("#11 /__dev/game-wallet refuses an unknown player or a bad amount (400); /__dev/reset empties the wallets", async () => {
    expect((await call(server, "POST", "/__dev/game-wallet", { body: { username: "nobody", amount: 5 } })).status).toBe(
      400
    )
    expect((await call(server, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: -5 } })).status).toBe(
      400
    )
    await call(server, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: 5 } })
    expect((await call(server, "POST", "/__dev/game-wallet-of", { body: { username: "demo" } })).json).toEqual({
      gameWallet: 5,
      sessionId: null
    })
    await call(server, "POST", "/__dev/reset")
    expect((await call(server, "POST", "/__dev/game-wallet-of", { body: { username: "demo" } })).json).toEqual({
      gameWallet: 0,
      sessionId: null
    })
  })
})
