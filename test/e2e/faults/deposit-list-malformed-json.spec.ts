import { test } from "../support/fixtures"
import { depositList } from "./support/deposit-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#10): the deposit screen's read answered with JSON cut off mid-body.
const row = malformedJsonRow(depositList)
test(row.title, row.body)
