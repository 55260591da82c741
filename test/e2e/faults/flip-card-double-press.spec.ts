import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { flipCardWrite } from "./support/wheel-targets"

const row = doublePressRow(flipCardWrite)
test(row.title, row.body)
