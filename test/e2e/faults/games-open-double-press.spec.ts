import { test } from "../support/fixtures"
import { doublePressRow } from "./support/write-rows"
import { openGameWrite } from "./support/games-targets"

// #11 money.md: a double press on 'เล่น' sends one POST; one "game-in" ledger row.
const row = doublePressRow(openGameWrite)
test(row.title, row.body)
