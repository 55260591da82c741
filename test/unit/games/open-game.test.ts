import { request } from "node:http"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "../server/server-harness"
import { cashOut, launchUrlOf, ledgerOf, lobbyUrl, OPEN, openGame, walletOf } from "./games-harness"

// Opening a game and the cash-out (issue #11; OPEN-25, OPEN-26; money.md): the whole balance into
// the game wallet and the whole wallet back, each a ledger row, once per Idempotency-Key.

/** demo's seeded balance: ฿1,520.75. */
const DEMO_BALANCE = 1520.75

const creditOf = async (server: RunningServer, token: string): Promise<unknown> =>
  (await call(server, "POST", "/api/auth/user/getCredit/demo", { token, body: { balanceType: "M" } })).json

/** openGame sent with a Host header of the test's choosing (fetch cannot set Host); answers the status. */
const postWithHost = (server: RunningServer, token: string, host: string, returnUrl: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const body = JSON.stringify({ provider: "JK", gameCode: "SL0001", returnUrl })
    const headers = {
      host,
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID()
    }
    const req = request({ host: url.hostname, port: url.port, path: OPEN, method: "POST", headers }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on("error", reject)
    req.end(body)
  })

describe("opening a game and cashing out (#11)", () => {
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

  it("OPEN-26 opening a game moves the whole balance into the game wallet with one game-in ledger row", async () => {
    const answer = await openGame(server, token)
    expect(answer.status).toBe(200)
    const url = launchUrlOf(answer)
    expect(url).toMatch(/^\/stand-in\/game\/[0-9a-f-]{36}$/)
    expect(answer.json).toEqual({ success: true, data: { url, walletBalance: DEMO_BALANCE }, message: "" })
    const rows = await ledgerOf(server)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: "game-in",
      amount: -152_075,
      balanceAfter: 0,
      reference: url.split("/").pop()
    })
    expect(await creditOf(server, token)).toMatchObject({ data: { balance: 0, gameWallet: DEMO_BALANCE } })
  })

  it("money.md the same Idempotency-Key twice answers the same launch and moves the balance once", async () => {
    const first = await openGame(server, token, { key: "open-1" })
    const again = await openGame(server, token, { key: "open-1" })
    expect(again.status).toBe(200)
    expect(again.json).toEqual(first.json)
    expect(again.headers.get("idempotent-replayed")).toBe("true")
    expect(await ledgerOf(server)).toHaveLength(1)
  })

  it("money.md opening a game without an Idempotency-Key is refused (428) and moves nothing", async () => {
    const answer = await call(server, "POST", "/api/auth/user/opengame", {
      token,
      key: null,
      body: { provider: "JK", gameCode: "SL0001", returnUrl: lobbyUrl(server) }
    })
    expect(answer.status).toBe(428)
    expect(await ledgerOf(server)).toHaveLength(0)
  })

  it("OPEN-26 opening again adds the balance to what the wallet held and ends the earlier session", async () => {
    const first = launchUrlOf(await openGame(server, token))
    await call(server, "POST", "/__dev/credit", { body: { username: "demo", balance: 100 } })
    const second = await openGame(server, token, { provider: "EVR", gameCode: "CS0001" })
    expect(second.json).toMatchObject({ data: { walletBalance: DEMO_BALANCE + 100 } })
    expect((await walletOf(server)).sessionId).toBe(launchUrlOf(second).split("/").pop())
    expect(first).not.toBe(launchUrlOf(second))
  })

  it("OPEN-26 a wallet still holding credit opens a game with an empty balance, and no ledger row", async () => {
    const newbie = await login(server, "newbie", "newbie1234")
    await call(server, "POST", "/__dev/game-wallet", { body: { username: "newbie", amount: 30 } })
    const answer = await openGame(server, newbie)
    expect(answer.json).toMatchObject({ success: true, data: { walletBalance: 30 } })
    expect(await ledgerOf(server, "newbie")).toHaveLength(0)
  })

  it("OPEN-26 an empty balance and an empty wallet is a 422 'เครดิตไม่พอสำหรับเข้าเกม'", async () => {
    const newbie = await login(server, "newbie", "newbie1234")
    const answer = await openGame(server, newbie)
    expect(answer).toMatchObject({ status: 422, json: { success: false, message: "เครดิตไม่พอสำหรับเข้าเกม" } })
    expect((await walletOf(server, "newbie")).sessionId).toBeNull()
  })

  it("OPEN-26 an unknown game is a 404 'ไม่พบเกมนี้' and moves nothing", async () => {
    for (const game of [
      { provider: "JK", gameCode: "SL9999" },
      { provider: "ZZ", gameCode: "SL0001" }
    ]) {
      const answer = await openGame(server, token, game)
      expect(answer).toMatchObject({ status: 404, json: { success: false, message: "ไม่พบเกมนี้" } })
    }
    expect(await ledgerOf(server)).toHaveLength(0)
  })

  it("OPEN-26 a return address off this origin or outside /auth/ is a 400 and moves nothing", async () => {
    const refused = { status: 400, json: { success: false, message: "ที่อยู่กลับสู่ล็อบบี้ไม่ถูกต้อง" } }
    const port = new URL(server.url).port
    for (const returnUrl of [
      "https://evil.example/auth/games/category",
      `http://evil.example:${port}/auth/games/category`,
      "javascript:alert(1)",
      "//evil.example/auth/games/category",
      "/auth/games/category",
      `${server.url}/login`,
      `${server.url}/authx/games`,
      `http://user:pass@${new URL(server.url).host}/auth/games/category`,
      ""
    ]) {
      expect(await openGame(server, token, { returnUrl }), returnUrl).toMatchObject(refused)
    }
    expect(await ledgerOf(server)).toHaveLength(0)
  })

  it("OPEN-26 the return address must be the origin the call came to (its allowed Host), over http or https", async () => {
    const port = new URL(server.url).port
    const viaHost = (host: string, returnUrl: string): Promise<number> => postWithHost(server, token, host, returnUrl)
    expect(await viaHost(`localhost:${port}`, `http://localhost:${port}/auth/games/slot/JK`)).toBe(200)
    expect(await viaHost(`localhost:${port}`, `https://localhost:${port}/auth/games/category`)).toBe(200)
    // Another origin of this same server is still another origin.
    expect(await viaHost(`127.0.0.1:${port}`, `http://localhost:${port}/auth/games/category`)).toBe(400)
    // A Host the server does not answer for is never believed: the server's own address stands in.
    expect(await viaHost(`evil.example:${port}`, `http://evil.example:${port}/auth/games/category`)).toBe(400)
  })

  it("OPEN-25 the cash-out returns exactly what went in when no round was played; the session ends", async () => {
    await openGame(server, token)
    const answer = await cashOut(server, token)
    expect(answer.json).toEqual({ success: true, data: { amount: DEMO_BALANCE, balance: DEMO_BALANCE }, message: "" })
    const rows = await ledgerOf(server)
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([
      ["game-in", -152_075],
      ["game-out", 152_075]
    ])
    expect(rows[1]?.reference).toBe(rows[0]?.reference)
    expect(await walletOf(server)).toEqual({ gameWallet: 0, sessionId: null })
    expect(await creditOf(server, token)).toEqual({
      success: true,
      data: { balance: DEMO_BALANCE, balanceType: "M" },
      message: ""
    })
  })

  it("OPEN-25 an empty wallet cashes out 0: not an error, and no ledger row", async () => {
    const answer = await cashOut(server, token)
    expect(answer).toMatchObject({ status: 200, json: { success: true, data: { amount: 0, balance: DEMO_BALANCE } } })
    expect(await ledgerOf(server)).toHaveLength(0)
  })

  it("money.md the same cash-out key twice moves the wallet back once; a new key then answers 0", async () => {
    await call(server, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: 99.99 } })
    const first = await cashOut(server, token, "back-1")
    const again = await cashOut(server, token, "back-1")
    expect(again.json).toEqual(first.json)
    expect(first.json).toMatchObject({ data: { amount: 99.99, balance: 1620.74 } })
    expect((await ledgerOf(server)).filter((row) => row.kind === "game-out")).toHaveLength(1)
    expect((await cashOut(server, token, "back-2")).json).toMatchObject({ data: { amount: 0, balance: 1620.74 } })
  })

  it("money.md a cash-out without an Idempotency-Key is refused (428)", async () => {
    expect((await call(server, "POST", "/api/auth/user/game/cashOut", { token, key: null, body: {} })).status).toBe(428)
  })
})
