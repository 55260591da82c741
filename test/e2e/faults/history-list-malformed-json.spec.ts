import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { historyList } from "./support/history-targets"

// #10 row 1 on the transaction history: a cut-off answer shows a Thai error with 'ลองใหม่'.
const row = malformedJsonRow(historyList)
test(row.title, row.body)
