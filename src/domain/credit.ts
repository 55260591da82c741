import { Schema } from "effect"

export const BalanceType = Schema.Literal("M")
export type BalanceType = typeof BalanceType.Type

/** A credit balance for one balance type (ENT-05), in baht. */
export const CreditBalance = Schema.Struct({ balance: Schema.Number, balanceType: BalanceType })
export type CreditBalance = typeof CreditBalance.Type
