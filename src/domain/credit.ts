import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

export const BalanceType = Schema.Literal("M")
export type BalanceType = typeof BalanceType.Type

/** A credit balance for one balance type (ENT-05), decoded from baht into integer satang (money.md). */
export const CreditBalance = Schema.Struct({ balance: MoneyFromBaht, balanceType: BalanceType })
export type CreditBalance = typeof CreditBalance.Type
