import { Schema } from "effect"
import { MoneyFromBaht } from "./money-schema"

export const BalanceType = Schema.Literal("M")
export type BalanceType = typeof BalanceType.Type

/**
 * A credit balance for one balance type (ENT-05), decoded from baht into integer satang (money.md).
 * `gameWallet` (issue #11) is the credit an opened game still holds, sent only while it holds some:
 * the balance card then offers 'ดึงเครดิตกลับ'. Absent means nothing is held in a game.
 */
export const CreditBalance = Schema.Struct({
  balance: MoneyFromBaht,
  balanceType: BalanceType,
  gameWallet: Schema.optionalWith(MoneyFromBaht, { exact: true })
})
export type CreditBalance = typeof CreditBalance.Type
