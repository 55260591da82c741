import { test } from "../support/fixtures"
import { affiliateBonusList } from "./support/affiliate-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#12): the bonus of the picked range answered with cut-off JSON.
const row = malformedJsonRow(affiliateBonusList)
test(row.title, row.body)
