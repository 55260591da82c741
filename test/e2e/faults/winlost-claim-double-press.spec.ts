import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { winlostClaimWrite } from "./support/winlost-targets"

// #10 money.md test 3: a double press on 'รับยอดเสีย' sends one POST; one "loss-refund" ledger row.
const row = doublePressRow(winlostClaimWrite)
test(row.title, row.body)
