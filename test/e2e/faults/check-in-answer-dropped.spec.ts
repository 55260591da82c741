import { test } from "../support/fixtures"
import { answerDroppedRow, retryReusesKeyRow, verifyAgainRow } from "./support/write-rows"
import { checkInWrite } from "./support/targets"

// Row 7 (#9, money.md test 4): the check-in reaches the server and its answer is lost.
// Needs: server: GET /__dev/ledger and the Idempotency-Key on writes.
// Needs: client: a lost answer is settled by reading ('กำลังตรวจสอบรายการ…' then the outcome,
// 'ตรวจสอบอีกครั้ง' when it cannot be read), never resent by itself; a resend reuses its key.
for (const row of [answerDroppedRow(checkInWrite), retryReusesKeyRow(checkInWrite), verifyAgainRow(checkInWrite)])
  test(row.title, row.body)
