import { Schema } from "effect"
import { PublicWithdrawal, RetryWithdrawBody, WithdrawBody, WithdrawRequest } from "../../domain/withdraw-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** Withdrawals (issue #10 §3, API-07, OPEN-13, OPEN-30): the player's own and the public feed. */
export const withdrawEndpoints = {
  /** A failed transfer queued again (OPEN-30): the same withdrawal, pending once more. */
  retryWithdraw: endpoint({
    name: "retryWithdraw",
    method: "POST",
    path: "/api/auth/withdraw/retry",
    params: NoParams,
    body: RetryWithdrawBody,
    data: WithdrawRequest
  }),
  /** A withdrawal to the player's own bank account; the amount is held at once. */
  withdraw: endpoint({
    name: "withdraw",
    method: "POST",
    path: "/api/auth/withdraw/:uuid",
    params: ["uuid"],
    body: WithdrawBody,
    data: WithdrawRequest
  }),
  /** The open requests (pending and failed), newest first. */
  withdrawRequests: endpoint({
    name: "withdrawRequests",
    method: "GET",
    path: "/api/auth/withdraw/withdraw-request/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: Schema.Array(WithdrawRequest)
  }),
  /** The settled withdrawals (approved and rejected), newest first. */
  withdrawHistory: endpoint({
    name: "withdrawHistory",
    method: "GET",
    path: "/api/auth/withdraw/withdraw-history/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: Schema.Array(WithdrawRequest)
  }),
  /** The latest approved withdrawals of every player, usernames masked (API-07): public. */
  publicWithdrawals: endpoint({
    name: "publicWithdrawals",
    method: "GET",
    path: "/api/withdraw/history",
    params: NoParams,
    body: NoBody,
    data: Schema.Array(PublicWithdrawal),
    sessionBound: false
  })
}
