import { test } from "../support/fixtures"
import { affiliateWithdrawWrite } from "./support/affiliate-targets"
import { answerDroppedRow, retryReusesKeyRow, verifyAgainRow } from "./support/write-rows"

// #12 money.md test 4: the withdrawal reaches the server and its answer is lost: the "af" log is
// read ('กำลังตรวจสอบรายการ…'), exactly one ledger row, 'ถอนรายได้สำเร็จ' with the booked balance;
// never resent by itself, a retry reuses the key, an unreadable outcome offers 'ตรวจสอบอีกครั้ง'.
for (const row of [
  answerDroppedRow(affiliateWithdrawWrite),
  retryReusesKeyRow(affiliateWithdrawWrite),
  verifyAgainRow(affiliateWithdrawWrite)
])
  test(row.title, row.body)
