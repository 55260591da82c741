import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { withdrawWrite } from "./support/withdraw-targets"

// #10 §3, money.md: the withdrawal's row of the fault matrix (double-press).
const row = doublePressRow(withdrawWrite)
test(row.title, row.body)
