import { test } from "../support/fixtures"
import { answerDroppedRow } from "./support/write-rows"
import { registerWrite } from "./support/register-targets"

// #12 money.md: the server makes the account and the answer is lost: read back, never resent.
const row = answerDroppedRow(registerWrite)
test(row.title, row.body)
