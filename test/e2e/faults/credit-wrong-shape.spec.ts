import { test } from "../support/fixtures"
import { wrongShapeRows } from "./support/list-rows"
import { creditRefresh } from "./support/targets"

// Row 2 (#9): the balance refresh answered with valid JSON of the wrong shape.
// Needs: client: a failed refresh keeps the last amount with 'ยอดเงินอาจไม่เป็นปัจจุบัน' and a 'ลองใหม่' button.
for (const row of wrongShapeRows(creditRefresh)) test(row.title, row.body)
