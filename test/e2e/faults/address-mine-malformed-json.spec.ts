import { test } from "../support/fixtures"
import { addressMineRead } from "./support/address-targets"
import { malformedJsonRow } from "./support/list-rows"

// #14: GET mine cut off mid-body: 'โหลดที่อยู่ไม่สำเร็จ' with 'ลองใหม่'.
const row = malformedJsonRow(addressMineRead)
test(row.title, row.body)
