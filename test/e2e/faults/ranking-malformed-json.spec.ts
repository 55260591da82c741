import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { rankingList } from "./support/ranking-targets"

// Row 1 (#13): the ranking answered with cut-off JSON.
const row = malformedJsonRow(rankingList)
test(row.title, row.body)
