import { test } from "../support/fixtures"
import { affiliateDownlineList } from "./support/affiliate-targets"
import { wrongShapeRows } from "./support/list-rows"

// Row 2 (#12): the affiliate screen's downline answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(affiliateDownlineList)) test(row.title, row.body)
