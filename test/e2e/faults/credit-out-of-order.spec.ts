import { test } from "../support/fixtures"
import { outOfOrderRow } from "./support/list-rows"
import { creditOutOfOrder } from "./support/targets"

// Row 8 (#9): the dashboard's first balance answers after the refresh a check-in made: the shown
// balance is the newer one (latest wins).
const row = outOfOrderRow(creditOutOfOrder)
test(row.title, row.body)
