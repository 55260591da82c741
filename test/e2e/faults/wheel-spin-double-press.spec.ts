import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { wheelSpinWrite } from "./support/wheel-targets"

const row = doublePressRow(wheelSpinWrite)
test(row.title, row.body)
