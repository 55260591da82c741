// #31 maintenance is the API's to enforce, not only the app's to show: with websiteStatus MA every
// login and every write a player can send answers 503 with the maintenance message and changes
// nothing, while the reads the app needs (the settings that show the maintenance page, the
// balance, the lists) still answer. A client that ignores the app's /ma page gets no further.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { API_ROUTES } from "../../../server/api/routes"
import { call, login, start } from "./server-harness"

const MAINTENANCE = { success: false, message: "ขออภัย ระบบกำลังปิดปรับปรุงชั่วคราว กรุณาลองใหม่ภายหลัง" }

/** The POST rows that only read (a list or a lookup asked for with a body), and logout. */
const OPEN_IN_MAINTENANCE = [
  "downlineBonus",
  "providerGames",
  "transactionHistory",
  "userSetting",
  "getCredit",
  "checkBankId",
  "bankName",
  "rewardList",
  "rewardHistory",
  "wheelLog",
  "logOfKind",
  "logout"
]

/** A concrete path of a row: every parameter "demo" (the demo player's name fits the username ones). */
const pathOf = (pattern: string): string => pattern.replace(/:([A-Za-z]+)/g, "demo")

const setStatus = async (server: RunningServer, websiteStatus: "MA" | "OPEN"): Promise<void> => {
  expect((await call(server, "POST", "/__dev/operational", { body: { websiteStatus } })).status).toBe(204)
}

describe("#31 maintenance enforced by the API", () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
    token = await login(server)
  })
  afterAll(() => server.close())

  it("#31 with websiteStatus MA a login and every player write answer 503 with the maintenance message and change nothing", async () => {
    await setStatus(server, "MA")
    const login = await call(server, "POST", "/api/auth/login", { body: { username: "demo", password: "demo1234" } })
    expect(login).toMatchObject({ status: 503, json: MAINTENANCE })
    const writes = API_ROUTES.filter((route) => route.method !== "GET" && !OPEN_IN_MAINTENANCE.includes(route.name))
    expect(writes.map((route) => route.name)).toEqual(
      expect.arrayContaining(["login", "register", "withdraw", "checkIn", "slipVerify", "slipRequestDeposit"])
    )
    expect(writes.map((route) => route.name)).toEqual(
      expect.arrayContaining(["rewardRequest", "wheelReward", "flipCardReward", "saveAddress", "changePassword"])
    )
    for (const route of writes) {
      const answer = await call(server, route.method, pathOf(route.path), { token, body: {} })
      expect(answer, `${route.method} ${route.path}`).toMatchObject({ status: 503, json: MAINTENANCE })
    }
    expect(server.state.ledger.rowsOf("demo")).toEqual([])
    expect(server.state.pointLedger.rowsOf("demo")).toEqual([])
  })

  it("#31 with websiteStatus MA the reads still answer: the settings that show the maintenance page, the balance, the lists, logout", async () => {
    await setStatus(server, "MA")
    expect(await call(server, "GET", "/api/setting")).toMatchObject({ status: 200, json: { success: true } })
    expect(await call(server, "GET", "/api/setting/operational/website")).toMatchObject({
      status: 200,
      json: { data: { websiteStatus: "MA" } }
    })
    for (const route of API_ROUTES.filter((r) => r.method === "GET" || OPEN_IN_MAINTENANCE.includes(r.name))) {
      if (route.name === "logout") continue
      const body = route.method === "GET" ? {} : { body: {} }
      const answer = await call(server, route.method, pathOf(route.path), { token, ...body })
      expect(answer.status, `${route.method} ${route.path}`).not.toBe(503)
    }
    expect((await call(server, "POST", "/api/auth/logout", { token })).status).toBe(200)
  })

  it("#31 when the site reopens the login and the writes answer again", async () => {
    await setStatus(server, "MA")
    await setStatus(server, "OPEN")
    const answer = await call(server, "POST", "/api/auth/game/check-in", { token })
    expect(answer.status).toBe(200)
    expect(await login(server)).toEqual(expect.any(String))
  })
})
