import { test } from "../support/fixtures"
import { playerNewsList } from "./support/announcement-targets"
import { malformedJsonRow } from "./support/list-rows"

// Row 1 (#13): the player's announcements answered with cut-off JSON.
const row = malformedJsonRow(playerNewsList)
test(row.title, row.body)
