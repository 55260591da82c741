import { Schema } from "effect"
import { bankOfCode } from "../../src/domain/banks"
import { MoneyFromBaht } from "../../src/domain/money-schema"
import { SLIP_REFUSALS } from "../../src/domain/slip"
import { DEMO_SENDER, newTransRef, OPERATOR_RECEIVING_ACCOUNTS, STRANGER_ACCOUNT } from "../../src/domain/demo/slip"
import { slipEndpoints } from "../../src/services/slip/endpoints"
import { decodedAction, jsonAnswer, type DevAction } from "../dev/dev-action"
import { generateSlipPayload } from "./slip-payload"
import { drawSlipPng } from "./slip-picture"
import { requestsOf, slipMemory, usableTransfer } from "./slip-bank"
import { slipVerifyRoute } from "./slip-verify"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The deposit by slip (issue #10 §2, ERR-14, OPEN-35..OPEN-37): verify reads the slip's QR and
// checks its reference against the demo bank (slip-verify.ts, off the event loop); confirm holds
// an unused reference for the player; request-deposit credits it once (an idempotent write,
// money.md) and marks it used.

const CHANNEL = "สลิป"
const DAY = 24 * 60 * 60 * 1000

export const slipRoutes: ReadonlyArray<Route> = [
  slipVerifyRoute,
  route(slipEndpoints.confirm, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const transfer = usableTransfer(ctx.state, ctx.body.transRef, account.seed.username)
    if (transfer instanceof HttpFailure) return transfer
    slipMemory.of(ctx.state).heldBy.set(transfer.transRef, account.seed.username)
    return { transRef: transfer.transRef, amount: transfer.amount }
  }),
  // A write that moves money: once per Idempotency-Key, and once per reference whatever the key.
  route(
    slipEndpoints.requestDeposit,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const { username } = account.seed
      const memory = slipMemory.of(ctx.state)
      const transfer = usableTransfer(ctx.state, ctx.body.transRef, username)
      if (transfer instanceof HttpFailure) return transfer
      if (memory.heldBy.get(transfer.transRef) !== username) return new HttpFailure(409, SLIP_REFUSALS.notVerified)
      memory.heldBy.delete(transfer.transRef)
      memory.used.set(transfer.transRef, username)
      const now = ctx.state.now()
      const id = `slip-${transfer.transRef}`
      requestsOf(memory, username).push({ id, transRef: transfer.transRef, amount: transfer.amount, createdAt: now })
      ctx.state.transactions.record({
        id,
        username,
        kind: "slip",
        amount: transfer.amount,
        status: "approved",
        createdAt: now,
        channel: CHANNEL
      })
      const row = ctx.state.changeBalance(account, {
        kind: "slip",
        amount: transfer.amount,
        reference: transfer.transRef,
        shownAs: id
      })
      return { requestId: id, amount: transfer.amount, balance: row.balanceAfter }
    },
    { idempotent: true }
  ),
  route(slipEndpoints.myRequests, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const memory = slipMemory.of(ctx.state)
    return [...requestsOf(memory, account.seed.username)].reverse().map((request) => ({
      id: request.id,
      transRef: request.transRef,
      amount: request.amount,
      status: ctx.state.transactions.find(request.id)?.status === "rejected" ? "rejected" : "approved",
      createdAt: new Date(request.createdAt).toISOString()
    }))
  })
]

/** POST /__dev/bank-transfer: a transfer the bank knows (or, inLedger false, only its slip). */
const BankTransferRequest = Schema.Struct({
  amount: MoneyFromBaht,
  toOperator: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  daysAgo: Schema.optionalWith(Schema.Number.pipe(Schema.nonNegative(), Schema.lessThanOrEqualTo(365)), {
    default: () => 0
  }),
  inLedger: Schema.optionalWith(Schema.Boolean, { default: () => true })
})

export const slipDevActions: Readonly<Record<string, DevAction>> = {
  "bank-transfer": decodedAction(BankTransferRequest, ({ amount, toOperator, daysAgo, inLedger }, { state }) => {
    const memory = slipMemory.of(state)
    memory.sequence += 1
    const now = state.now()
    const transRef = newTransRef(DEMO_SENDER.bankCode, now, memory.sequence)
    const receiver = toOperator ? (OPERATOR_RECEIVING_ACCOUNTS[0] ?? STRANGER_ACCOUNT) : STRANGER_ACCOUNT
    if (inLedger) {
      memory.bank.set(transRef, {
        transRef,
        amount,
        senderName: DEMO_SENDER.name,
        sendingBankCode: DEMO_SENDER.bankCode,
        receiver,
        transferredAt: now - Math.round(daysAgo * DAY)
      })
    }
    const payload = generateSlipPayload(DEMO_SENDER.bankCode, transRef)
    const colour = bankOfCode(DEMO_SENDER.bankCode)?.colour ?? "#333333"
    return jsonAnswer({ transRef, payload, slipPng: drawSlipPng(payload, colour).toString("base64") })
  })
}
