// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { satang, ZERO_SATANG } from "../../../src/domain/money"
import { WithdrawForm, type WithdrawFormProps } from "../../../src/ui/withdraw/withdraw-form"
import { withdrawTexts } from "../../../src/ui/withdraw/texts"

afterEach(cleanup)

const props = (overrides: Partial<WithdrawFormProps>): WithdrawFormProps => ({
  balance: null,
  balanceSource: "fresh",
  bank: null,
  bankLoading: false,
  room: null,
  amountText: "",
  onAmountText: () => undefined,
  problem: null,
  canSubmit: false,
  mostAllowed: ZERO_SATANG,
  status: "idle",
  message: null,
  onSubmit: () => undefined,
  onVerify: () => undefined,
  ...overrides
})

describe("WithdrawForm while the player's record loads (#16)", () => {
  it("#16 shows a grey account, not 'no bank account', until the record is read", () => {
    const { container } = render(<WithdrawForm {...props({ bankLoading: true })} />)
    expect(screen.queryByText(withdrawTexts.noAccount)).toBeNull()
    // The account's logo and two lines, the balance and today's two lines: each waits in grey.
    expect(container.querySelectorAll("[data-skeleton]").length).toBeGreaterThanOrEqual(6)
  })

  it("#16 says there is no bank account once the record is read without one", () => {
    render(<WithdrawForm {...props({ bankLoading: false })} />)
    expect(screen.getByText(withdrawTexts.noAccount)).toBeTruthy()
  })
})

describe("WithdrawForm's balance before the fresh one arrives (#16, UI-18)", () => {
  const balance = satang(152_075)

  it("#16 shows the device's last balance marked as updating, not a grey bar", () => {
    const { container } = render(<WithdrawForm {...props({ balance, balanceSource: "updating" })} />)
    const shown = container.querySelector("[data-withdraw-balance]")
    expect(shown?.textContent).toBe("฿1,520.75")
    expect(shown?.getAttribute("data-refreshing")).toBe("true")
    expect(screen.getByText(withdrawTexts.balanceUpdating).getAttribute("role")).toBe("status")
  })

  it("#16 says the last balance may be out of date when the fresh one could not be read", () => {
    render(<WithdrawForm {...props({ balance, balanceSource: "stale" })} />)
    expect(screen.getByText(withdrawTexts.balanceStale).getAttribute("role")).toBe("status")
    expect(screen.queryByText(withdrawTexts.balanceUpdating)).toBeNull()
  })

  it("#16 shows the fresh balance with no cue", () => {
    const { container } = render(<WithdrawForm {...props({ balance, balanceSource: "fresh" })} />)
    expect(container.querySelector("[data-withdraw-balance]")?.hasAttribute("data-refreshing")).toBe(false)
    expect(screen.queryByText(withdrawTexts.balanceUpdating)).toBeNull()
    expect(screen.queryByText(withdrawTexts.balanceStale)).toBeNull()
  })
})
