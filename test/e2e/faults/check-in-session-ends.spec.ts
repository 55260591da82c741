import { test } from "../support/fixtures"
import { sessionEndsMidWriteRow } from "./support/write-rows"
import { checkInWrite } from "./support/targets"

// Row 3 (#9, ERR-02, AUTH-10): a 401 answers the check-in in flight. The session ends cleanly, and
// after logging in again the popup reflects what the server did.
// Needs: client: the login page says 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง' without the network banner.
// Needs: server: GET /__dev/ledger.
for (const row of [sessionEndsMidWriteRow(checkInWrite, true), sessionEndsMidWriteRow(checkInWrite, false)])
  test(row.title, row.body)
