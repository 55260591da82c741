import { test } from "../support/fixtures"
import { affiliateWithdrawWrite } from "./support/affiliate-targets"
import { doublePressRow } from "./support/write-rows"

// #12 money.md test 3: a double press on 'ยืนยันถอนรายได้' sends one POST; one "affiliate-income" ledger row.
const row = doublePressRow(affiliateWithdrawWrite)
test(row.title, row.body)
