import { test } from "../support/fixtures"
import { depositAccounts } from "./support/deposit-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#10): the deposit screen's read answered with JSON cut off mid-body.
const row = malformedJsonRow(depositAccounts)
test(row.title, row.body)
