import { test } from "../support/fixtures"
import { outOfOrderRow } from "./support/list-rows"
import { checkInListOutOfOrder } from "./support/targets"

// Row 8 (#9): the check-in list asked for the last player (demo, not checked in) answers after the
// next player's (gold, checked in on another device): gold sees no popup.
const row = outOfOrderRow(checkInListOutOfOrder)
test(row.title, row.body)
