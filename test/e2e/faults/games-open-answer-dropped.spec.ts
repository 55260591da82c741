import { test } from "../support/fixtures"
import { answerDroppedRow } from "./support/write-rows"
import { openGameWrite } from "./support/games-targets"

// #11 money.md: the server opens the game and the answer is lost: one "game-in" row, the lobby says the credit went in.
const row = answerDroppedRow(openGameWrite)
test(row.title, row.body)
