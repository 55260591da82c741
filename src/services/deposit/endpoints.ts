import { Schema } from "effect"
import { DepositRecord, ReceivingAccount } from "../../domain/deposit-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** Deposit by bank transfer (#10 §1: API-06 as the issue redefines it, API-26). */
export const depositEndpoints = {
  /**
   * The operator's receiving accounts (public, AMB-36: the issue makes this call the accounts to
   * transfer to, not a history feed, so it carries nothing about any player).
   */
  receivingAccounts: endpoint({
    name: "receivingAccounts",
    method: "GET",
    path: "/api/deposit",
    params: NoParams,
    body: NoBody,
    data: Schema.Array(ReceivingAccount),
    sessionBound: false
  }),
  /** The player's deposits, bank transfer and slip, newest first (API-26). */
  myDeposits: endpoint({
    name: "myDeposits",
    method: "GET",
    path: "/api/auth/deposit/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: Schema.Array(DepositRecord)
  })
}
