import { test } from "../support/fixtures"
import { levelProgressRead } from "./support/account-targets"
import { wrongShapeRows } from "./support/list-rows"

// Row 2 (#14): the level data answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(levelProgressRead)) test(row.title, row.body)
