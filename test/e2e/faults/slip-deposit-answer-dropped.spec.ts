import { test } from "../support/fixtures"
import { answerDroppedRow, retryReusesKeyRow, verifyAgainRow } from "./support/write-rows"
import { slipDepositWrite } from "./support/slip-targets"

// Row 7 (#10, money.md test 4): the slip deposit reaches the server and its answer is lost: read
// back from my/request ('กำลังตรวจสอบรายการ…'), never resent by itself; a retry reuses its key.
for (const row of [
  answerDroppedRow(slipDepositWrite),
  retryReusesKeyRow(slipDepositWrite),
  verifyAgainRow(slipDepositWrite)
])
  test(row.title, row.body)
