import { describe, expect, it } from "vitest"
import {
  arrivalFromBalance,
  creditedDepositIds,
  depositArrival,
  formatCountdown,
  QR_VALID_MS,
  type ListedDeposit
} from "../../../src/domain/deposit"
import { satang, wholeBaht } from "../../../src/domain/money"

// Money arriving while a QR waits (#29): read from the player's deposit list, which the socket's
// credit-changed reloads, against the credited deposits it held when the QR was shown.

const deposit = (id: string, amount: number, status = "approved", note: string | null = null): ListedDeposit => ({
  id,
  amount: satang(amount),
  status,
  note
})

const seeded: ReadonlyArray<ListedDeposit> = [
  deposit("dep-seed-1", 50_000),
  deposit("dep-seed-2", 100_000),
  deposit("dep-seed-3", 30_000, "rejected", "ไม่พบยอดโอนเข้าบัญชี")
]

describe("money arrived while the QR waited (#29)", () => {
  it("#29 the credited ids when the QR was shown: approved deposits only", () => {
    expect(creditedDepositIds(seeded)).toEqual(["dep-seed-1", "dep-seed-2"])
  })

  it("#29 nothing arrived while the list holds only what was known", () => {
    expect(depositArrival(creditedDepositIds(seeded), seeded)).toBeNull()
    expect(depositArrival([], [])).toBeNull()
  })

  it("#29 a new credited deposit is the arrival, whatever its amount, with its note", () => {
    const known = creditedDepositIds(seeded)
    const after = [deposit("dep-9", 30_150, "approved", "โบนัสทศนิยมท้าย 10% +฿30.15"), ...seeded]
    expect(depositArrival(known, after)).toEqual({ amount: satang(30_150), notes: ["โบนัสทศนิยมท้าย 10% +฿30.15"] })
  })

  it("#29 a new deposit still waiting or rejected is no arrival", () => {
    const known = creditedDepositIds(seeded)
    expect(depositArrival(known, [deposit("dep-9", 30_000, "pending"), ...seeded])).toBeNull()
    expect(depositArrival(known, [deposit("dep-9", 30_000, "rejected"), ...seeded])).toBeNull()
  })

  it("#29 a deposit known as pending that is then credited has arrived", () => {
    const pending = [deposit("dep-9", 30_000, "pending"), ...seeded]
    const known = creditedDepositIds(pending)
    expect(depositArrival(known, [deposit("dep-9", 30_000), ...seeded])).toEqual({ amount: wholeBaht(300), notes: [] })
  })

  it("#29 two transfers landing before the list is read again are added up", () => {
    const known = creditedDepositIds(seeded)
    const after = [deposit("dep-10", 20_000), deposit("dep-9", 10_050), ...seeded]
    expect(depositArrival(known, after)?.amount).toBe(satang(30_050))
  })
})

describe("money arrived, read from the balance when the list cannot be read (#29)", () => {
  it("#29 the rise since the QR was shown; nothing while it has not risen or either is unknown", () => {
    expect(arrivalFromBalance(wholeBaht(1_000), satang(130_000))).toEqual({ amount: wholeBaht(300), notes: [] })
    expect(arrivalFromBalance(wholeBaht(1_000), wholeBaht(1_000))).toBeNull()
    expect(arrivalFromBalance(wholeBaht(1_000), wholeBaht(900))).toBeNull()
    expect(arrivalFromBalance(null, wholeBaht(1_300))).toBeNull()
    expect(arrivalFromBalance(wholeBaht(1_000), null)).toBeNull()
  })
})

describe("the QR's validity (#29)", () => {
  it("#29 15 minutes, counted down as minutes and seconds", () => {
    expect(QR_VALID_MS).toBe(15 * 60 * 1000)
    expect(formatCountdown(900)).toBe("15:00")
    expect(formatCountdown(899)).toBe("14:59")
    expect(formatCountdown(61)).toBe("01:01")
    expect(formatCountdown(0)).toBe("00:00")
    expect(formatCountdown(-3)).toBe("00:00")
  })
})
