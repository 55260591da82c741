import { test } from "../support/fixtures"
import { wrongShapeRows } from "./support/list-rows"
import { rewardItemsList } from "./support/reward-targets"

// Row 2 (#13): a reward category's items answered with JSON of the wrong shape.
for (const row of wrongShapeRows(rewardItemsList)) test(row.title, row.body)
