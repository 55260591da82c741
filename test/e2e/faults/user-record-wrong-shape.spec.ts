import { test } from "../support/fixtures"
import { userRecordRead } from "./support/account-targets"
import { wrongShapeRows } from "./support/list-rows"

// Row 2 (#14): the user record answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(userRecordRead)) test(row.title, row.body)
