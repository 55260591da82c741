import { test } from "../support/fixtures"
import { rewardRedeemWrite } from "./support/reward-targets"
import { doublePressRow } from "./support/write-rows"

// #13 money.md test 3: a double press on 'ยืนยันแลกรางวัล' sends one POST; one "reward" ledger row.
const row = doublePressRow(rewardRedeemWrite)
test(row.title, row.body)
