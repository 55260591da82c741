import { expect, test } from "../support/fixtures"
import { checkInPopupDecision } from "../support/session"
import {
  ACCOUNTS,
  bearer,
  CHECK_IN_PATH,
  closeCheckInPopup,
  creditPath,
  loginAs,
  storedSession
} from "./support/player"
import { logoutThroughUi } from "./support/targets"

// Row 13 (#9): two tabs of one browser (one context, one localStorage). What one tab does to the
// session, the other follows; a logged-out token is dead on the server too.
// Needs: client: follow the session of other tabs (the storage event); call POST /api/auth/logout on logout.
// Needs: server: POST /api/auth/logout revokes the token.

test("logout in tab A sends tab B to /login, and the old token gets 401 from /api/auth (AUTH-04, AUTH-11, #9)", async ({
  page: tabA,
  context,
  request
}) => {
  const errors: Array<string> = []
  await loginAs(tabA, ACCOUNTS.demo)
  await closeCheckInPopup(tabA)
  const tabB = await context.newPage()
  tabB.on("pageerror", (error) => errors.push(error.message))
  await tabB.goto("/auth/dashboard")
  await expect(tabB.locator("[data-player-name]")).toHaveText(ACCOUNTS.demo.name)
  // Tab B's app runs and follows the other tabs (the name alone can be the page's frame, painted
  // from the device's snapshot before any code): its check-in list has loaded.
  await expect(checkInPopupDecision(tabB)).toHaveCount(1)
  const { token } = await storedSession(tabA)
  if (token === null) throw new Error("not logged in")

  // The app logs out on the device first and tells the server in a fiber nobody waits for
  // (runtime/commands/session.ts): the old token is dead once that call has been answered.
  const revoked = tabA.waitForResponse(
    (answer) => new URL(answer.url()).pathname === "/api/auth/logout" && answer.request().method() === "POST"
  )
  await logoutThroughUi(tabA)
  await expect(tabB).toHaveURL(/\/login$/)
  await expect(tabB.locator("[data-player-name]")).toHaveCount(0)
  expect((await revoked).status(), "the server was told").toBe(200)

  const credit = await request.post(creditPath(ACCOUNTS.demo.username), {
    headers: bearer(token),
    data: { balanceType: "M" }
  })
  expect(credit.status(), "the old token on getCredit").toBe(401)
  const list = await request.get(CHECK_IN_PATH, { headers: bearer(token) })
  expect(list.status(), "the old token on the check-in list").toBe(401)
  expect(errors).toEqual([])
})

test("logging in as another player in tab B shows that player in tab A (AUTH-07, LAYOUT-03, #9)", async ({
  page: tabA,
  context
}) => {
  const errors: Array<string> = []
  await tabA.goto("/login")
  const tabB = await context.newPage()
  tabB.on("pageerror", (error) => errors.push(error.message))
  await loginAs(tabB, ACCOUNTS.gold)
  await expect(tabA).toHaveURL(/\/auth\/dashboard$/)
  await expect(tabA.locator("[data-player-name]")).toHaveText(ACCOUNTS.gold.name)
  expect(errors).toEqual([])
})
