import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { slipDepositWrite } from "./support/slip-targets"

// Row 6 (#10, money.md test 3): a double press on 'ยืนยันการฝาก' sends one request-deposit; one ledger row.
const row = doublePressRow(slipDepositWrite)
test(row.title, row.body)
