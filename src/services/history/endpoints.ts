import { HistoryPage, HistoryRequest } from "../../domain/history-schema"
import { endpoint } from "../contract"

/** The transaction history (issue #10 §4, OPEN-07): a POST, since the contract has no query strings. */
export const historyEndpoints = {
  transactionHistory: endpoint({
    name: "transactionHistory",
    method: "POST",
    path: "/api/auth/transaction/history/:username",
    params: ["username"],
    body: HistoryRequest,
    data: HistoryPage
  })
}
