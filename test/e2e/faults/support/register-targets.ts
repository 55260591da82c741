import { expect } from "../../support/fixtures"
import { arriveAtSubmit, NEW_PLAYER, REGISTER_PATH, REGISTER_TEXTS, submitButton } from "../../support/register"
import type { Account } from "./player"
import type { RowContext } from "./row-context"
import type { WriteTarget } from "./write-rows"

// Registration (#12) as a write of money.md: one account per intent, however the answer fares.

const newPlayer: Account = { username: NEW_PLAYER.username, password: NEW_PLAYER.password, name: "" }

const onDashboard = (ctx: RowContext) => new URL(ctx.page.url()).pathname === "/auth/dashboard"

/** The server's truth: the username is taken exactly when the account was made. */
const accountMade = async (ctx: RowContext): Promise<boolean> => {
  const answer = await ctx.request.get(`/api/user/checkUsername/${NEW_PLAYER.username}`)
  const body: unknown = await answer.json()
  return JSON.stringify(body).includes('"status":"taken"')
}

/** 'สมัครสมาชิก' with both steps filled: one account, the player logged in on the dashboard. */
export const registerWrite: WriteTarget = {
  name: "registering",
  ids: "API-08, UI-14, issue #12",
  call: { path: REGISTER_PATH, method: "POST" },
  account: newPlayer,
  ledgerKind: null,
  arrive: (ctx) => arriveAtSubmit(ctx.page),
  button: (ctx) => submitButton(ctx.page),
  expectSettled: async ({ page }) => {
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  },
  expectDone: async (ctx) => {
    // The answer arrived: logged in. Lost: the app read that the account exists and offers the login.
    const madeOrIn = async () =>
      onDashboard(ctx) ||
      (await ctx.page
        .getByText(REGISTER_TEXTS.registeredElsewhere)
        .isVisible()
        .catch(() => false))
    await expect.poll(madeOrIn, { message: "logged in, or told the account was made", timeout: 10_000 }).toBe(true)
    if (!onDashboard(ctx)) {
      await ctx.page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
      await expect(ctx.page).toHaveURL(/\/auth\/dashboard$/)
    }
    expect(await accountMade(ctx), "the account exists").toBe(true)
  },
  expectNotDone: async (ctx) => {
    await expect(submitButton(ctx.page)).toBeEnabled()
  },
  stateReads: [{ path: `/api/user/checkUsername/${NEW_PLAYER.username}`, method: "GET" }],
  expectReconciled: async (ctx, done) => {
    expect(await accountMade(ctx)).toBe(done)
  }
}
