import { test } from "../support/fixtures"
import { wrongShapeRows } from "./support/list-rows"
import { publicSettings } from "./support/targets"

// Row 2 (#9): the public settings answered with valid JSON of the wrong shape.
// Needs: client: the contact page shows a Thai error and a way on (a retry) when the settings failed.
for (const row of wrongShapeRows(publicSettings)) test(row.title, row.body)
