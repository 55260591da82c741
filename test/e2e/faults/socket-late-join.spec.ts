import { expect, test } from "../support/fixtures"
import { ACCOUNTS, balanceAmount, onDashboard, topBar } from "./support/player"

// Row 9 (#29, money.md): a deposit lands after the page read the balance but before its socket
// joined the player's room (the socket client loads after the first paint; on a slow phone that is
// seconds). The room's credit-changed went to no one on this page, and the app reads the balance
// again only when told: the server tells a socket joining 'user' that its session's last read is
// stale (server/socket/missed-balance-changes.ts), so the new balance shows without a reload.

test("socket: a deposit that landed before the page's socket joined its room shows once it joins, without a reload (RT-06, #29)", async ({
  page
}) => {
  let letThrough: () => void = () => undefined
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  // The page's socket waits here, as one whose client is still loading would.
  await page.routeWebSocket(/\/socket\.io\//, async (client) => {
    await held
    client.connectToServer()
  })
  await onDashboard(page)
  await expect(balanceAmount(page)).toHaveText("฿1,520.75")
  // Not joined: the online count comes with the join of allUserRoom.
  await expect(topBar(page).locator("[data-online-count]")).toHaveCount(0)

  const deposit = await page.request.post("/__dev/deposit", { data: { username: ACCOUNTS.demo.username, amount: 500 } })
  expect(deposit.status()).toBe(200)
  await expect(balanceAmount(page), "no socket has told the page yet").toHaveText("฿1,520.75")

  letThrough()
  await expect(topBar(page).locator("[data-online-count]")).toBeAttached()
  await expect(balanceAmount(page)).toHaveText("฿2,020.75")
})
