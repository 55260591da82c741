import { commissionOf, isActiveDownline, type AffiliatePayoutType } from "../../src/domain/affiliate"
import { maskDownlineUsername } from "../../src/domain/masking"
import {
  seededAffiliateWithdrawals,
  seededDownlines,
  type SeededDeposit,
  type SeededDownline
} from "../../src/domain/demo/affiliate"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { subtractSatang, sumSatang, ZERO_SATANG, type Satang } from "../../src/domain/money"
import { Schema } from "effect"
import { areaMemory } from "../area-memory"
import { ByName, EpochMs, MutableArray, SatangInt } from "../store/codecs"
import type { ServerState } from "../state"

// What the affiliate programme remembers per upline (#12): its seeded downlines (not accounts) and
// the income withdrawn. Everything else is computed on read: the downlines are the seeded ones plus
// every account registered with this upline as inviter (`seed.joinedThrough.inviter`), and their
// deposits are the seeded ones plus the ledger's deposit rows since the last reset; the income is
// AFFILIATE_PERCENT of each of those deposits, less what was withdrawn. No other area is hooked.

export interface AffiliateWithdrawalRecord {
  readonly id: string
  readonly amount: Satang
  readonly type: AffiliatePayoutType
  readonly at: number
}

interface UplineRecord {
  readonly seeded: ReadonlyArray<SeededDownline>
  readonly withdrawals: Array<AffiliateWithdrawalRecord>
}

/** One downline as the rules see it: a seeded one or a registered account. */
export interface Downline {
  readonly ref: string
  readonly username: string
  readonly joinedAt: number
  readonly deposits: ReadonlyArray<SeededDeposit>
}

/** The ledger kinds that are a player's deposits (server/api/deposit.ts and slip.ts write them). */
const DEPOSIT_KINDS: ReadonlyArray<string> = ["deposit", "slip"]

const SeededDeposit = Schema.Struct({ at: EpochMs, amount: SatangInt })

const AffiliateSchema = ByName(
  Schema.Struct({
    seeded: Schema.Array(
      Schema.Struct({
        ref: Schema.String,
        username: Schema.String,
        joinedAt: EpochMs,
        deposits: Schema.Array(SeededDeposit)
      })
    ),
    withdrawals: MutableArray(
      Schema.Struct({ id: Schema.String, amount: SatangInt, type: Schema.Literal("credit", "bank"), at: EpochMs })
    )
  })
)

const affiliateMemory = areaMemory(() => new Map<string, UplineRecord>(), {
  name: "affiliate",
  schema: AffiliateSchema
})

const uplineOf = (state: ServerState, username: string): UplineRecord => {
  const all = affiliateMemory.of(state)
  const kept = all.get(username)
  if (kept !== undefined) return kept
  const now = state.now()
  const record: UplineRecord = {
    seeded: seededDownlines(username, now),
    withdrawals: seededAffiliateWithdrawals(username, now).map(({ id, amount, type, at }) => ({ id, amount, type, at }))
  }
  all.set(username, record)
  return record
}

/** The ledger's deposits of a registered account since the last reset. */
const ledgerDeposits = (state: ServerState, username: string): ReadonlyArray<SeededDeposit> =>
  state.ledger
    .rowsOf(username)
    .filter((row) => DEPOSIT_KINDS.includes(row.kind) && row.amount > 0)
    .map((row) => ({ at: row.at, amount: row.amount }))

/** Every downline of an upline: the seeded ones and the accounts that registered with its code. */
export const downlinesOf = (state: ServerState, upline: string): ReadonlyArray<Downline> => {
  const registered = state
    .allAccounts()
    .filter((account) => account.seed.joinedThrough?.inviter === upline)
    .map((account): Downline => ({
      ref: `${upline}-a-${account.seed.username}`,
      username: account.seed.username,
      joinedAt: account.seed.joinedThrough?.at ?? 0,
      deposits: ledgerDeposits(state, account.seed.username)
    }))
  return [...uplineOf(state, upline).seeded, ...registered]
}

export const withdrawalsOf = (state: ServerState, upline: string): Array<AffiliateWithdrawalRecord> =>
  uplineOf(state, upline).withdrawals

/** All an upline's downlines ever earned it, and what is left after its withdrawals. */
export const incomeOf = (state: ServerState, upline: string) => {
  const earned = sumSatang(
    downlinesOf(state, upline).flatMap((d) => d.deposits.map((deposit) => commissionOf(deposit.amount)))
  )
  const withdrawn = sumSatang(withdrawalsOf(state, upline).map((w) => w.amount))
  return { earned, withdrawn, income: subtractSatang(earned, withdrawn) }
}

/** A downline as the API shows it: masked, with the join date and whether they deposited lately. */
export const shownDownline = (downline: Downline, now: number) => ({
  ref: downline.ref,
  username: maskDownlineUsername(downline.username),
  joinedAt: new Date(downline.joinedAt).toISOString(),
  active: isActiveDownline(downline.deposits.at(-1)?.at ?? null, now)
})

/** The deposits of a downline within [start, end). */
export const depositsWithin = (downline: Downline, start: number, end: number): ReadonlyArray<Satang> =>
  downline.deposits.filter((deposit) => deposit.at >= start && deposit.at < end).map((deposit) => deposit.amount)

/** AREA_SEEDS: the demo's past income withdrawals in the transaction record, as the history lists them. */
export const seedAffiliateTransactions = (state: ServerState): void => {
  for (const account of DEMO_ACCOUNTS) {
    for (const withdrawal of withdrawalsOf(state, account.username)) {
      state.transactions.record({
        id: withdrawal.id,
        username: account.username,
        kind: "affiliate",
        amount: withdrawal.amount,
        status: "approved",
        createdAt: withdrawal.at,
        channel: withdrawal.type === "bank" ? account.bankName : "ยอดเงินในบัญชี",
        moved: withdrawal.type === "bank" ? ZERO_SATANG : withdrawal.amount
      })
    }
  }
}
