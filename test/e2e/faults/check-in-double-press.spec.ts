import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { checkInWrite } from "./support/targets"

// Row 6 (#9, money.md test 3): a double press on 'เช็คอินรับรางวัล' sends one POST; one ledger row.
// Needs: server: GET /__dev/ledger.
const row = doublePressRow(checkInWrite)
test(row.title, row.body)
