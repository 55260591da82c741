import { expect, test } from "../support/fixtures"
import { ACCOUNTS, apiBalance, apiCheckIn, balanceAmount, onDashboard, storedSession, topBar } from "./support/player"
import { proxySocket, reconnectWithin } from "./support/socket-proxy"
import { SOCKET_RECONNECTION_DELAY_MAX_MS } from "../../../src/domain/constants"
import { formatBaht } from "../../../src/domain/money"

// Row 9 (#9): the online-count socket drops (a lost connection, a server restart). It reconnects
// by itself: the online count recovers, and the balance is refreshed on reconnect (it may have
// changed meanwhile: here a check-in made on another device).
// Needs: client: refresh the credit when the socket reconnects.

test("socket: a dropped connection reconnects, the online count recovers and the balance is refreshed (RT-05, RT-06, RT-08, #9)", async ({
  page,
  request,
  dev
}) => {
  const socket = await proxySocket(page)
  // The reconnection's delay runs on the page's clock (support/socket-proxy.ts, stepTheClock).
  await page.clock.install()
  await onDashboard(page)
  const count = topBar(page).locator("[data-online-count]")
  await expect.poll(socket.connected).toBe(1)
  await expect(count).toHaveText(/ออนไลน์ 1,2\d\d/)
  await dev.emitOnlineCount(777)
  await expect(count).toHaveText("ออนไลน์ 777")

  // The connection drops; meanwhile the balance changes on the server (the player checked in on
  // another device), which no socket can tell the page: only the read after the reconnection can.
  await socket.drop()
  const { token } = await storedSession(page)
  if (token === null) throw new Error("not logged in")
  expect((await apiCheckIn(request, token)).status()).toBe(200)
  const changed = formatBaht(await apiBalance(request, ACCOUNTS.demo.username, token))

  // The first attempt comes after the 1 s delay, with its random spread, never past the maximum.
  await reconnectWithin(page, socket, 2, SOCKET_RECONNECTION_DELAY_MAX_MS)
  // The server sends its count again on the new connection's join.
  await expect(count).toHaveText(/ออนไลน์ 1,2\d\d/)
  await expect(balanceAmount(page)).toHaveText(changed)
})
