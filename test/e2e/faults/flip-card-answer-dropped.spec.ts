import { test } from "../support/fixtures"
import { answerDroppedRow } from "./support/write-rows"
import { flipCardWrite } from "./support/wheel-targets"

const row = answerDroppedRow(flipCardWrite)
test(row.title, row.body)
