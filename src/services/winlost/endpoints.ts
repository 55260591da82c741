import { Schema } from "effect"
import { LogEntry } from "../../domain/log-kind-schema"
import { LogRequest, TransferToBankRequest, WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The loss refund (issue #10 §5): report, claim, transfer to the bank (API-21), log (API-37). */
export const winlostEndpoints = {
  /** OPEN-42: the current period's report, for the signed-in player only. */
  winlostReport: endpoint({
    name: "winlostReport",
    method: "GET",
    path: "/api/auth/winlost/:username",
    params: ["username"],
    body: NoBody,
    data: WinlostReport
  }),
  /** 'รับยอดเสีย': the period's refund into the balance, once per period (an idempotent write). */
  winlostClaim: endpoint({
    name: "winlostClaim",
    method: "POST",
    path: "/api/auth/winlost/:username/claim",
    params: ["username"],
    body: NoBody,
    data: WinlostPayout
  }),
  /** API-21 'โอนเข้าบัญชีธนาคาร', body OPEN-27: the refund paid to the player's bank account. */
  transferToBank: endpoint({
    name: "transferToBank",
    method: "POST",
    path: "/api/auth/user/transfer/to/bank",
    params: NoParams,
    body: TransferToBankRequest,
    data: WinlostPayout
  }),
  /**
   * API-37: the log of one kind (ENT-17: af, wl) within a range; the refund screen asks for "wl",
   * the affiliate screen for "af" (one row for both: log-kind-schema.ts).
   */
  logOfKind: endpoint({
    name: "logOfKind",
    method: "POST",
    path: "/api/auth/log/affiliate/:username",
    params: ["username"],
    body: LogRequest,
    data: Schema.Array(LogEntry)
  })
}
