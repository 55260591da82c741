import { test } from "../support/fixtures"
import { wrongShapeRows } from "./support/list-rows"
import { lobbyList } from "./support/games-targets"

// #11: the lobby's structure in a shape the contract does not allow: a Thai error with 'ลองใหม่'.
for (const row of wrongShapeRows(lobbyList)) test(row.title, row.body)
