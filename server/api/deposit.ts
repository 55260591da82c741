import { Schema } from "effect"
import { DepositRecord, type DepositStatus } from "../../src/domain/deposit-schema"
import {
  DEMO_RECEIVING_ACCOUNTS,
  DETECTED_TRANSFER_CHANNEL,
  SEEDED_DEPOSITS,
  seededDepositTime
} from "../../src/domain/demo/deposit"
import { bonusNote, depositBonus, openBonusWindow } from "../../src/domain/deposit-bonus"
import { ZERO_SATANG } from "../../src/domain/money"
import { MoneyFromBaht } from "../../src/domain/money-schema"
import { depositEndpoints } from "../../src/services/deposit/endpoints"
import { decodedAction, INVALID, jsonAnswer, type DevAction } from "../dev/dev-action"
import type { ServerState } from "../state"
import type { TransactionRecord, TransactionStatus } from "../transactions"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// Deposit by bank transfer (#10 §1). The player transfers from their own bank; the operator detects
// the transfer and credits the balance (the demo's `POST /__dev/deposit` plays the operator). The
// player's list reads the shared transaction record, so slip deposits (the slip area's) show too.

/** A withdrawal's "failed" has no meaning for a deposit: it reads as not credited. */
const depositStatus = (status: TransactionStatus): DepositStatus =>
  status === "approved" ? "approved" : status === "pending" ? "pending" : "rejected"

const asDeposit = (row: TransactionRecord): DepositRecord => ({
  id: row.id,
  amount: row.amount,
  status: depositStatus(row.status),
  channel: row.channel,
  createdAt: new Date(row.createdAt).toISOString(),
  note: row.note
})

export const depositRoutes: ReadonlyArray<Route> = [
  route(depositEndpoints.receivingAccounts, () => DEMO_RECEIVING_ACCOUNTS),
  route(depositEndpoints.myDeposits, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    if (ctx.param("uuid") !== account.seed.uuid) return new HttpFailure(403, MESSAGES.forbidden)
    return ctx.state.transactions.of(account.seed.username, ["deposit", "slip"]).map(asDeposit)
  })
]

/** The demo players' past deposits, at every reset (the history and this list read them). */
export const seedDeposits = (state: ServerState): void => {
  const now = state.now()
  SEEDED_DEPOSITS.forEach((seed, index) => {
    state.transactions.record({
      id: `dep-seed-${index + 1}`,
      username: seed.username,
      kind: "deposit",
      amount: seed.amount,
      status: seed.status,
      note: seed.note,
      channel: seed.channel,
      createdAt: seededDepositTime(seed, now),
      moved: seed.status === "approved" ? seed.amount : ZERO_SATANG
    })
  })
}

/**
 * `POST /__dev/deposit {"username", "amount", "at"?}`: the operator detected a transfer of `amount`
 * baht, made at `at` (epoch ms; now when left out: a test passes its page's clock).
 */
const DetectedTransfer = Schema.Struct({
  username: Schema.String,
  amount: MoneyFromBaht.pipe(Schema.filter((amount) => amount > 0)),
  at: Schema.optional(Schema.Number.pipe(Schema.finite()))
})

let detected = 0
const encodeDeposit = Schema.encodeSync(DepositRecord)

export const depositDevActions: Readonly<Record<string, DevAction>> = {
  deposit: decodedAction(DetectedTransfer, ({ username, amount, at }, { state }) => {
    const account = state.accountOf(username)
    if (account === undefined) return INVALID
    detected += 1
    const id = `dep-${state.now()}-${detected}`
    // A transfer in a bonus window whose amount ends in its ending earns the bonus (#29), credited
    // as a row of its own and named on the deposit, as the screen's QR promised.
    const window = openBonusWindow(account.seed.setting, at ?? state.now())
    const bonus = window === null ? ZERO_SATANG : depositBonus(amount, window)
    const record = state.transactions.record({
      id,
      username,
      kind: "deposit",
      amount,
      status: "approved",
      channel: DETECTED_TRANSFER_CHANNEL,
      createdAt: state.now(),
      note: window === null || bonus === 0 ? null : bonusNote(window, bonus)
    })
    // After the record, so the list the credit-changed makes the app reload already holds it.
    state.changeBalance(account, { kind: "deposit", amount, reference: id, shownAs: id })
    if (bonus > 0) state.changeBalance(account, { kind: "deposit-bonus", amount: bonus, reference: id })
    // Encoded as the contract does: the wire carries baht, never satang.
    return jsonAnswer(encodeDeposit(asDeposit(record)))
  })
}
