import { test } from "../support/fixtures"
import { playerNewsList } from "./support/announcement-targets"
import { wrongShapeRows } from "./support/list-rows"

// Row 2 (#13): the player's announcements answered with valid JSON of the wrong shape.
for (const row of wrongShapeRows(playerNewsList)) test(row.title, row.body)
