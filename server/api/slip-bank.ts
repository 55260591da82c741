import { bankOfCode } from "../../src/domain/banks"
import { maskAccountNumber } from "../../src/domain/masking"
import { isSlipExpired, maskPersonName, SLIP_REFUSALS } from "../../src/domain/slip"
import type { VerifiedSlip } from "../../src/domain/slip-schema"
import { isOperatorAccount, seededBankTransfers, type BankTransfer } from "../../src/domain/demo/slip"
import { Schema } from "effect"
import { areaMemory } from "../area-memory"
import { ByName, EpochMs, MutableArray, SatangInt } from "../store/codecs"
import type { ServerState } from "../state"
import { HttpFailure } from "./route"

// The reference API's bank side of slips: the demo bank's ledger of transfers, which references
// are used (credited once) or held by a player who confirmed them, and the rules a slip's
// reference must pass (ERR-14), in the order a player is told about them.

export interface SlipRequestRecord {
  readonly id: string
  readonly transRef: string
  readonly amount: BankTransfer["amount"]
  readonly createdAt: number
}

export interface SlipMemory {
  /** The bank's transfers by reference. */
  readonly bank: Map<string, BankTransfer>
  /** References already credited, with the player they were credited to. */
  readonly used: Map<string, string>
  /** References a player confirmed and has not yet been credited for. */
  readonly heldBy: Map<string, string>
  /** Each player's slip requests, oldest first. */
  readonly requests: Map<string, Array<SlipRequestRecord>>
  /** The running number of references /__dev/bank-transfer makes. */
  sequence: number
}

const BankTransferSchema = Schema.Struct({
  transRef: Schema.String,
  amount: SatangInt,
  senderName: Schema.String,
  sendingBankCode: Schema.String,
  receiver: Schema.Struct({ bankCode: Schema.String, accountNumber: Schema.String, accountName: Schema.String }),
  transferredAt: EpochMs
})

const SlipMemorySchema = Schema.Struct({
  bank: ByName(BankTransferSchema),
  used: ByName(Schema.String),
  heldBy: ByName(Schema.String),
  requests: ByName(
    MutableArray(Schema.Struct({ id: Schema.String, transRef: Schema.String, amount: SatangInt, createdAt: EpochMs }))
  ),
  sequence: Schema.Number
})

export const slipMemory = areaMemory(
  (state: ServerState): SlipMemory => ({
    bank: new Map(seededBankTransfers(state.now()).map((transfer) => [transfer.transRef, transfer])),
    used: new Map(),
    heldBy: new Map(),
    requests: new Map(),
    sequence: 0
  }),
  { name: "slip-bank", schema: SlipMemorySchema }
)

const refused = (message: string, status = 422): HttpFailure => new HttpFailure(status, message)

/**
 * The transfer a reference names, if a slip for it may be credited to `username` now: known to the
 * bank, not used, not held by another player, paid to the operator, not older than 7 days.
 */
export const usableTransfer = (state: ServerState, transRef: string, username: string): BankTransfer | HttpFailure => {
  const memory = slipMemory.of(state)
  const transfer = memory.bank.get(transRef)
  if (transfer === undefined) return refused(SLIP_REFUSALS.unknown, 404)
  if (memory.used.has(transRef)) return refused(SLIP_REFUSALS.used, 409)
  const holder = memory.heldBy.get(transRef)
  if (holder !== undefined && holder !== username) return refused(SLIP_REFUSALS.used, 409)
  if (!isOperatorAccount(transfer.receiver)) return refused(SLIP_REFUSALS.wrongReceiver)
  if (isSlipExpired(transfer.transferredAt, state.now())) return refused(SLIP_REFUSALS.expired)
  return transfer
}

/** What the app is told of a transfer: the sender's name and the account number masked. */
export const verifiedSlip = (transfer: BankTransfer): VerifiedSlip => ({
  transRef: transfer.transRef,
  amount: transfer.amount,
  sendingBank: { code: transfer.sendingBankCode, name: bankOfCode(transfer.sendingBankCode)?.name ?? "" },
  senderName: maskPersonName(transfer.senderName),
  receiver: {
    bankCode: transfer.receiver.bankCode,
    accountNumber: maskAccountNumber(transfer.receiver.accountNumber),
    accountName: transfer.receiver.accountName
  },
  transferredAt: new Date(transfer.transferredAt).toISOString()
})

export const requestsOf = (memory: SlipMemory, username: string): Array<SlipRequestRecord> => {
  const records = memory.requests.get(username) ?? []
  memory.requests.set(username, records)
  return records
}
