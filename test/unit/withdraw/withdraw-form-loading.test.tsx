// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ZERO_SATANG } from "../../../src/domain/money"
import { WithdrawForm, type WithdrawFormProps } from "../../../src/ui/withdraw/withdraw-form"
import { withdrawTexts } from "../../../src/ui/withdraw/texts"

afterEach(cleanup)

const props = (overrides: Partial<WithdrawFormProps>): WithdrawFormProps => ({
  balance: null,
  bank: null,
  bankLoading: false,
  room: null,
  amountText: "",
  onAmountText: () => undefined,
  problem: null,
  canSubmit: false,
  mostAllowed: ZERO_SATANG,
  status: "ready",
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
