import { test } from "../support/fixtures"
import { levelProgressRead } from "./support/account-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#14): the level data answered with cut-off JSON.
const row = malformedJsonRow(levelProgressRead)
test(row.title, row.body)
