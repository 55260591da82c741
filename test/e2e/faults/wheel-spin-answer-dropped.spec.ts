import { test } from "../support/fixtures"
import { answerDroppedRow } from "./support/write-rows"
import { wheelSpinWrite } from "./support/wheel-targets"

const row = answerDroppedRow(wheelSpinWrite)
test(row.title, row.body)
