import { expect, test } from "../support/fixtures"
import { ACCOUNTS, apiBalance, apiCheckIn, balanceAmount, onDashboard, storedSession, topBar } from "./support/player"
import { CLOCK_STEP_MS, proxySocket, reconnectWithin, stepTheClock } from "./support/socket-proxy"
import { SOCKET_RECONNECTION_DELAY_MAX_MS } from "../../../src/domain/constants"
import { formatBaht } from "../../../src/domain/money"

// Row 9 (#9): the socket drops and every reconnection is refused for 15 s (a server that is down).
// The client keeps trying (1 s, then up to 5 s apart: RT-05); once the server takes it again the
// online count recovers and the balance is refreshed.
// Needs: client: refresh the credit when the socket reconnects.
// The reconnection delays run on the page's clock (support/socket-proxy.ts, stepTheClock).

const REFUSED_MS = 15_000
/** A bound on the steps, so a client that stopped trying fails the test instead of looping. */
const MAX_STEPS = 60

test("socket: reconnections refused for 15 s, then the online count recovers and the balance is refreshed (RT-05, RT-08, CONST-07, #9)", async ({
  page,
  request,
  dev
}) => {
  const socket = await proxySocket(page)
  await page.clock.install()
  await onDashboard(page)
  const count = topBar(page).locator("[data-online-count]")
  await expect.poll(socket.connected).toBe(1)
  // Joined to allUserRoom once the server's own count arrived.
  await expect(count).toHaveText(/ออนไลน์ 1,2\d\d/)
  await dev.emitOnlineCount(777)
  await expect(count).toHaveText("ออนไลน์ 777")

  socket.refuse(true)
  await socket.drop()
  const { token } = await storedSession(page)
  if (token === null) throw new Error("not logged in")
  expect((await apiCheckIn(request, token)).status()).toBe(200)
  const changed = formatBaht(await apiBalance(request, ACCOUNTS.demo.username, token))

  // 15 s of refusals on the page's clock, and at least two attempts refused in them.
  let refusedFor = 0
  for (let step = 0; step < MAX_STEPS && (refusedFor < REFUSED_MS || socket.refused() < 2); step += 1) {
    await stepTheClock(page, socket)
    refusedFor += CLOCK_STEP_MS
  }
  expect(socket.refused(), "the client kept trying while refused").toBeGreaterThanOrEqual(2)
  expect(socket.connected(), "nothing got through while refused").toBe(1)
  socket.refuse(false)
  // The next attempt comes within the 5 s maximum delay.
  await reconnectWithin(page, socket, 2, SOCKET_RECONNECTION_DELAY_MAX_MS)
  await expect(count).toHaveText(/ออนไลน์ 1,2\d\d/)
  await expect(balanceAmount(page)).toHaveText(changed)
})
