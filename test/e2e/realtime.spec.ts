import type { Page, WebSocket } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { dismissCheckInPopup, loginThroughUi, topBar } from "./support/session"

const loginAndLogOut = async (page: Page) => {
  await loginThroughUi(page)
  await expect(topBar(page).locator("[data-online-count]")).toBeVisible()
  await dismissCheckInPopup(page)
  await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
  await page
    .getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
    .getByRole("button", { name: "ออกจากระบบ", exact: true })
    .click()
  await expect(page).toHaveURL(/\/login$/)
}

// The online count over Socket.IO (RT-01, RT-03, RT-06..RT-08).

test.describe("online count socket", () => {
  test("a player sees the server's online count and a pushed count of 123 (RT-08, OPEN-50)", async ({ page, dev }) => {
    await loginThroughUi(page)
    const count = topBar(page).locator("[data-online-count]")
    await expect(count).toHaveText(/^ออนไลน์ \d{1,3}(,\d{3})*$/)
    await expect(count).toHaveText(/ออนไลน์ 1,2\d\d/)
    await dev.emitOnlineCount(123)
    await expect(count).toHaveText("ออนไลน์ 123")
  })

  test("the socket joins 'user' and 'allUserRoom' over websocket only (RT-03, RT-06)", async ({ page, dev }) => {
    const sockets: Array<WebSocket> = []
    const polling: Array<string> = []
    page.on("websocket", (ws) => sockets.push(ws))
    page.on("request", (request) => {
      if (request.url().includes("transport=polling")) polling.push(request.url())
    })
    await loginThroughUi(page)
    await expect(topBar(page).locator("[data-online-count]")).toBeVisible()
    await expect
      .poll(async () =>
        (await dev.socketLog())
          .filter((e) => e.username === "demo" && e.event === "join-room")
          .map((e) => e.room)
          .sort()
      )
      .toEqual(["allUserRoom", "user"])
    const socketUrls = sockets.map((ws) => ws.url()).filter((url) => url.includes("/socket.io/"))
    expect(socketUrls).toHaveLength(1)
    expect(socketUrls[0]).toContain("transport=websocket")
    expect(polling).toEqual([])
  })

  test("on logout the client sends leave-room for both rooms and then disconnects (RT-07)", async ({ page, dev }) => {
    const sent: Array<string> = []
    page.on("websocket", (ws) => ws.on("framesent", (frame) => sent.push(String(frame.payload))))
    await loginAndLogOut(page)
    // What the client put on the wire, in order (socket.io packets of namespace /member).
    await expect
      .poll(() => sent.filter((f) => /leave-room|^41\/member/.test(f)))
      .toEqual(['42/member,["leave-room","user"]', '42/member,["leave-room","allUserRoom"]', "41/member,"])
    await expect
      .poll(async () => (await dev.socketLog()).some((e) => e.username === "demo" && e.event === "disconnect"))
      .toBe(true)
  })

  test("on logout the socket server records leave-room for both rooms before the disconnect (RT-07)", async ({
    page,
    dev
  }) => {
    await loginAndLogOut(page)
    await expect
      .poll(async () => (await dev.socketLog()).some((e) => e.username === "demo" && e.event === "disconnect"))
      .toBe(true)
    const log = (await dev.socketLog()).filter(
      (e) => e.username === "demo" && e.event !== "connect" && e.event !== "join-room"
    )
    expect(log.map((e) => `${e.event}${e.room === null ? "" : ` ${e.room}`}`)).toEqual([
      "leave-room user",
      "leave-room allUserRoom",
      "disconnect"
    ])
  })

  test("a guest opens no socket (RT-01)", async ({ page }) => {
    const sockets: Array<string> = []
    page.on("websocket", (ws) => sockets.push(ws.url()))
    const socketRequests: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/socket.io/")) socketRequests.push(request.url())
    })
    for (const path of ["/", "/login", "/contact", "/promotion"]) {
      await page.goto(path)
      await expect(page.locator('header nav[aria-label="เมนูหลัก"]')).toBeAttached()
    }
    await page.waitForTimeout(500)
    expect(sockets).toEqual([])
    expect(socketRequests).toEqual([])
  })
})
