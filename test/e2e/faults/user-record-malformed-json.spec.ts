import { test } from "../support/fixtures"
import { userRecordRead } from "./support/account-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#14): the user record answered with cut-off JSON.
const row = malformedJsonRow(userRecordRead)
test(row.title, row.body)
