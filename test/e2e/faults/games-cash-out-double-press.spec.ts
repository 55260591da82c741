import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { cashOutWrite } from "./support/games-targets"

// #11 money.md: a double press on 'ดึงเครดิตกลับ' sends one POST; one "game-out" ledger row.
const row = doublePressRow(cashOutWrite)
test(row.title, row.body)
