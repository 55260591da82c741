import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { rewardItemsList } from "./support/reward-targets"

// Row 1 (#13): a reward category's items answered with cut-off JSON.
const row = malformedJsonRow(rewardItemsList)
test(row.title, row.body)
