import { test } from "../support/fixtures"
import { addressSaveWrite } from "./support/address-targets"
import { answerDroppedRow } from "./support/write-rows"

// #14 money.md test 4: the server keeps the address, the answer is lost: read back with GET mine.
const row = answerDroppedRow(addressSaveWrite)
test(row.title, row.body)
