import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { creditRefresh } from "./support/targets"

// Row 1 (#9): the balance refresh answered with JSON cut off mid-body.
// Needs: client: a failed refresh keeps the last amount with 'ยอดเงินอาจไม่เป็นปัจจุบัน' and a 'ลองใหม่' button.
const row = malformedJsonRow(creditRefresh)
test(row.title, row.body)
