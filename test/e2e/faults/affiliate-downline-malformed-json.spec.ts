import { test } from "../support/fixtures"
import { affiliateDownlineList } from "./support/affiliate-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#12): the affiliate screen's downline answered with cut-off JSON.
const row = malformedJsonRow(affiliateDownlineList)
test(row.title, row.body)
