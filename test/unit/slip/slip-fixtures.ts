import fc from "fast-check"
import { satang } from "../../../src/domain/money"
import type { SlipRequest, VerifiedSlip } from "../../../src/domain/slip-schema"

// Slip data for the event and reducer tests: what the server answers, masked as it sends it.

export const verifiedSlip = (transRef = "004DEMO0000000001", amount = satang(50_000)): VerifiedSlip => ({
  transRef,
  amount,
  sendingBank: { code: "004", name: "กสิกรไทย" },
  senderName: "นาย ส***ย ใ***ดี",
  receiver: { bankCode: "004", accountNumber: "xxx-x-xx456-7", accountName: "บจก. เดโม เอ็นเตอร์เทนเมนต์" },
  transferredAt: "2025-06-15T03:00:00.000Z"
})

export const slipRequest = (transRef = "004DEMO0000000001", amount = satang(50_000)): SlipRequest => ({
  id: `slip-${transRef}`,
  transRef,
  amount,
  status: "approved",
  createdAt: "2025-06-15T03:05:00.000Z"
})

const transRef = fc.stringMatching(/^[A-Za-z0-9]{6,40}$/)
const money = fc.integer({ min: 0, max: 100_000_000_000 }).map(satang)
const text = fc.string({ maxLength: 12 })

export const verifiedSlipArb: fc.Arbitrary<VerifiedSlip> = fc.record({
  transRef,
  amount: money,
  sendingBank: fc.record({ code: text, name: text }),
  senderName: text,
  receiver: fc.record({ bankCode: text, accountNumber: text, accountName: text }),
  transferredAt: text
})

export const slipRequestArb: fc.Arbitrary<SlipRequest> = fc.record({
  id: text,
  transRef,
  amount: money,
  status: fc.constantFrom("pending" as const, "approved" as const, "rejected" as const),
  createdAt: text
})

export const slipDepositedArb = fc.record({ requestId: text, amount: money, balance: money })
export const transRefArb = transRef
