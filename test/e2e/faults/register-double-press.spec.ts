import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { registerWrite } from "./support/register-targets"

// #12 money.md: a double press on 'สมัครสมาชิก' sends one POST and makes one account.
const row = doublePressRow(registerWrite)
test(row.title, row.body)
