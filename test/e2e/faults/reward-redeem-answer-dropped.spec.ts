import { test } from "../support/fixtures"
import { rewardRedeemWrite } from "./support/reward-targets"
import { answerDroppedRow, retryReusesKeyRow, verifyAgainRow } from "./support/write-rows"

// #13 money.md test 4: the redemption reaches the server and its answer is lost: the history is
// read ('กำลังตรวจสอบรายการ…'), exactly one ledger row, the toast and the points after; never
// resent by itself, a retry reuses the key, an unreadable outcome offers 'ตรวจสอบอีกครั้ง'.
for (const row of [
  answerDroppedRow(rewardRedeemWrite),
  retryReusesKeyRow(rewardRedeemWrite),
  verifyAgainRow(rewardRedeemWrite)
])
  test(row.title, row.body)
