import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { withdrawRequestList } from "./support/withdraw-targets"

// #10 §3: the open withdraw requests answered with JSON cut off mid-body.
const row = malformedJsonRow(withdrawRequestList)
test(row.title, row.body)
