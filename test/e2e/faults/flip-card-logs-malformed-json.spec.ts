import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { flipCardLogsList } from "./support/wheel-targets"

const row = malformedJsonRow(flipCardLogsList)
test(row.title, row.body)
