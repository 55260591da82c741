import { Schema } from "effect"
import { DepositRecord, ReceivingAccount } from "../../domain/deposit-schema"
import { remoteData } from "../remote-data-schema"

/**
 * The `deposit` slice (STORE-01; the spec fixed no members for it): the operator's receiving
 * accounts and the player's deposits. The amount being typed stays in the screen: it is not a fact.
 */
export const DepositStateSchema = Schema.Struct({
  accounts: remoteData(Schema.Array(ReceivingAccount)),
  list: remoteData(Schema.Array(DepositRecord))
})
export type DepositState = typeof DepositStateSchema.Type
