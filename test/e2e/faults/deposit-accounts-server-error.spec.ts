import { expect, test } from "../support/fixtures"
import { DEPOSIT_ACCOUNTS_PATH, depositAccounts } from "./support/deposit-targets"

// Row 17 (#10): the public accounts call answers 500 with an English message: the player reads a
// Thai error with 'ลองใหม่', never the server's English, and 'ลองใหม่' brings the accounts back.
test("deposit receiving accounts: a 500 shows a Thai error with 'ลองใหม่', no English (API-06, AMB-36, #10)", async ({
  page,
  context,
  dev,
  request
}) => {
  const ctx = { page, context, dev, request }
  await depositAccounts.arrive(ctx)
  await dev.injectFault({
    path: DEPOSIT_ACCOUNTS_PATH,
    method: "GET",
    status: 500,
    body: { success: false, message: "Internal Server Error" }
  })
  await depositAccounts.send(ctx, null)
  await depositAccounts.expectFailed(ctx, null)
  await expect(page.getByText("Internal Server Error")).toHaveCount(0)
  await depositAccounts.recover(ctx, null)
})
