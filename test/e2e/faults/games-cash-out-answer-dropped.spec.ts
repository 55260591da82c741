import { test } from "../support/fixtures"
import { answerDroppedRow } from "./support/write-rows"
import { cashOutWrite } from "./support/games-targets"

// #11 money.md: the server pulls the credit back and the answer is lost: one "game-out" row, the balance card shows it.
const row = answerDroppedRow(cashOutWrite)
test(row.title, row.body)
