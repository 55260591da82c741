import { test } from "../support/fixtures"
import { wrongShapeRows } from "./support/list-rows"
import { rankingList } from "./support/ranking-targets"

// Row 2 (#13): the ranking answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(rankingList)) test(row.title, row.body)
