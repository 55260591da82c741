import { expect, test } from "../support/fixtures"
import { creditPath, expectSessionEndedCleanly, onDashboard, refreshButton, ACCOUNTS } from "./support/player"

// Row 3 (#9): a session-ending answer on a balance refresh mid-session: the player lands on /login
// and reads why, and no network banner is shown (it is not a network problem).
// Needs: client: the login page says 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' without the network banner
// (today it is shown inside [data-banner="network"]).

const CASES = [
  { label: "401", ids: "ERR-02, AUTH-10", status: 401, body: { success: false, message: "Unauthorized" } },
  { label: "403", ids: "ERR-03", status: 403, body: { success: false, message: "Forbidden" } },
  {
    label: "500 with code 500256",
    ids: "ERR-04, AMB-02",
    status: 500,
    body: { success: false, code: 500256, message: "token expired" }
  }
] as const

for (const fault of CASES) {
  test(`credit: a ${fault.label} on a refresh ends the session with a Thai reason and no network banner (${fault.ids}, #9)`, async ({
    page,
    dev
  }) => {
    await onDashboard(page)
    await dev.injectFault({
      path: creditPath(ACCOUNTS.demo.username),
      method: "POST",
      status: fault.status,
      body: fault.body
    })
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === creditPath(ACCOUNTS.demo.username))
    await refreshButton(page).click()
    expect((await answered).status()).toBe(fault.status)
    await expectSessionEndedCleanly(page)
  })
}
