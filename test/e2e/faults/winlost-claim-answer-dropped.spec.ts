import { test } from "../support/fixtures"
import { answerDroppedRow, retryReusesKeyRow, verifyAgainRow } from "./support/write-rows"
import { winlostClaimWrite } from "./support/winlost-targets"

// #10 money.md test 4: the claim reaches the server and its answer is lost: the report is read
// ('กำลังตรวจสอบรายการ…'), exactly one ledger row, the player sees the period claimed; never resent.
for (const row of [
  answerDroppedRow(winlostClaimWrite),
  retryReusesKeyRow(winlostClaimWrite),
  verifyAgainRow(winlostClaimWrite)
])
  test(row.title, row.body)
