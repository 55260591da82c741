import { test } from "../support/fixtures"
import { depositAccounts } from "./support/deposit-targets"
import { wrongShapeRows } from "./support/list-rows"

// Row 2 (#10): the deposit screen's read answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(depositAccounts)) test(row.title, row.body)
