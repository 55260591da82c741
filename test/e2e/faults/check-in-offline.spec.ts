import { test } from "../support/fixtures"
import { offlineAfterRow, offlineBeforeRow, offlineDuringRow } from "./support/write-rows"
import { checkInWrite } from "./support/targets"

// Row 5 (#9): offline before, during and after the check-in; exactly one ledger row each time.
// Needs: server: GET /__dev/ledger.
// Needs: client: nothing is sent while offline; a write whose answer the network lost says
// 'กำลังตรวจสอบรายการ…' and shows the outcome once online.
for (const row of [offlineBeforeRow(checkInWrite), offlineDuringRow(checkInWrite), offlineAfterRow(checkInWrite)])
  test(row.title, row.body)
