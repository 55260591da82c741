import { test } from "../support/fixtures"
import { offlineBeforeRow } from "./support/write-rows"
import { withdrawWrite } from "./support/withdraw-targets"

// #10 §3, money.md: the withdrawal's row of the fault matrix (offline-before).
const row = offlineBeforeRow(withdrawWrite)
test(row.title, row.body)
