import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { wheelLogList } from "./support/wheel-targets"

const row = malformedJsonRow(wheelLogList)
test(row.title, row.body)
