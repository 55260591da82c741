import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { loginWrite } from "./support/targets"

// Row 6 (#9): a double press on 'เข้าสู่ระบบ' sends one login.
const row = doublePressRow(loginWrite)
test(row.title, row.body)
