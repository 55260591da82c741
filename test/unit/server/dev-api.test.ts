import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { call, login, start } from "./server-harness"

describe("test-only control API", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("a fault answers its status and body for `times` calls, then the real answer returns", async () => {
    const armed = await call(server, "POST", "/__dev/faults", {
      body: { path: "/api/setting", status: 500, times: 2, body: { success: false, message: "boom" } }
    })
    expect(armed.status).toBe(204)
    expect(await call(server, "GET", "/api/setting?x=1")).toMatchObject({ status: 500, json: { message: "boom" } })
    expect(await call(server, "GET", "/api/setting")).toMatchObject({ status: 500 })
    expect(await call(server, "GET", "/api/setting")).toMatchObject({ status: 200, json: { success: true } })
  })

  it("a fault without a body answers the default Thai server error, only for its method", async () => {
    await call(server, "POST", "/__dev/faults", { body: { path: "/api/auth/login", method: "POST", status: 503 } })
    expect(await call(server, "GET", "/api/auth/login")).toMatchObject({ status: 405 })
    const failed = await call(server, "POST", "/api/auth/login", { body: { username: "demo", password: "demo1234" } })
    expect(failed).toMatchObject({ status: 503, json: { success: false, message: "เกิดข้อผิดพลาดจากเซิร์ฟเวอร์" } })
  })

  it("MA-05 a fault can delay its answer", async () => {
    await call(server, "POST", "/__dev/faults", { body: { path: "/api/configuration", status: 502, delayMs: 300 } })
    const started = Date.now()
    expect((await call(server, "GET", "/api/configuration")).status).toBe(502)
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
  })

  it("invalid control bodies are a 400", async () => {
    expect((await call(server, "POST", "/__dev/faults", { body: { path: "/api/setting" } })).status).toBe(400)
    expect((await call(server, "POST", "/__dev/operational", { body: { websiteStatus: "CLOSED" } })).status).toBe(400)
    expect((await call(server, "POST", "/__dev/online-count", { body: { count: -1 } })).status).toBe(400)
  })

  it("MA-01 CONST-24 websiteStatus becomes MA and back", async () => {
    expect((await call(server, "POST", "/__dev/operational", { body: { websiteStatus: "MA" } })).status).toBe(204)
    expect(await call(server, "GET", "/api/setting/operational/website")).toMatchObject({
      json: { success: true, data: { websiteStatus: "MA" } }
    })
    await call(server, "POST", "/__dev/operational", { body: { websiteStatus: "OPEN" } })
    expect((await call(server, "GET", "/api/setting/operational/website")).json).toMatchObject({
      data: { websiteStatus: "OPEN" }
    })
  })

  it("#31 reset restores balances, check-ins, the website status and faults, and ends every session", async () => {
    const token = await login(server)
    await call(server, "POST", "/api/auth/game/check-in", { token })
    await call(server, "POST", "/__dev/operational", { body: { websiteStatus: "MA" } })
    await call(server, "POST", "/__dev/faults", { body: { path: "/api/setting", status: 500, times: 5 } })
    expect((await call(server, "POST", "/__dev/reset")).status).toBe(204)
    expect((await call(server, "POST", "/api/auth/game/check-in", { token })).status, "the old session").toBe(401)
    const again = await login(server)

    expect((await call(server, "GET", "/api/setting")).status).toBe(200)
    expect((await call(server, "GET", "/api/setting/operational/website")).json).toMatchObject({
      data: { websiteStatus: "OPEN" }
    })
    const credit = await call(server, "POST", "/api/auth/user/getCredit/demo", {
      token: again,
      body: { balanceType: "M" }
    })
    expect(credit).toMatchObject({ status: 200, json: { data: { balance: 1520.75 } } })
    expect((await call(server, "POST", "/api/auth/game/check-in", { token: again })).status).toBe(200)
  })
})
