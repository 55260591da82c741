import { test } from "../support/fixtures"
import { answerDroppedRow } from "./support/write-rows"
import { withdrawWrite } from "./support/withdraw-targets"

// #10 §3, money.md: the withdrawal's row of the fault matrix (answer-dropped).
const row = answerDroppedRow(withdrawWrite)
test(row.title, row.body)
