import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { slipRequestsList } from "./support/slip-targets"

// Row 1 (#10): the player's slip requests answered with JSON cut off mid-body.
const row = malformedJsonRow(slipRequestsList)
test(row.title, row.body)
