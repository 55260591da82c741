import { Schema } from "effect"
import { BahtAmount } from "./money-schema"

export const BalanceType = Schema.Literal("M")
export type BalanceType = typeof BalanceType.Type

/** A credit balance for one balance type (ENT-05), in baht with at most two decimals (#9, money.md). */
export const CreditBalance = Schema.Struct({ balance: BahtAmount, balanceType: BalanceType })
export type CreditBalance = typeof CreditBalance.Type
