import { test } from "../support/fixtures"
import { affiliateBonusList } from "./support/affiliate-targets"
import { wrongShapeRows } from "./support/list-rows"

// Row 2 (#12): the bonus of the picked range answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(affiliateBonusList)) test(row.title, row.body)
