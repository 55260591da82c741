import { test } from "../support/fixtures"
import { malformedJsonRow } from "./support/list-rows"
import { lobbyList } from "./support/games-targets"

// #11: the lobby's structure cut off mid-body: a Thai error with 'ลองใหม่', never a blank page.
const row = malformedJsonRow(lobbyList)
test(row.title, row.body)
