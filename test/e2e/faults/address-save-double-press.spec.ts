import { test } from "../support/fixtures"
import { addressSaveWrite } from "./support/address-targets"
import { doublePressRow } from "./support/write-rows"

// #14 money.md test 3: a double press on 'บันทึก' sends one PATCH; the address is kept once.
const row = doublePressRow(addressSaveWrite)
test(row.title, row.body)
