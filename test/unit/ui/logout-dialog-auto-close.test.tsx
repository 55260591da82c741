// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { LOGOUT_CONFIRM_AUTO_CLOSE_MS } from "../../../src/domain/constants"
import { LogoutDialog } from "../../../src/ui/session/logout-dialog"

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const openDialog = () => {
  const onCancel = vi.fn()
  render(<LogoutDialog open onConfirm={vi.fn()} onCancel={onCancel} />)
  return { onCancel, dialog: screen.getByRole("dialog") }
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })

describe("the logout dialog's auto-close (LAYOUT-09, CONST-03, #15 WCAG 2.2.1)", () => {
  it("closes by itself after exactly 5 s when left alone", () => {
    const { onCancel } = openDialog()
    advance(LOGOUT_CONFIRM_AUTO_CLOSE_MS - 1)
    expect(onCancel).not.toHaveBeenCalled()
    advance(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it("pauses while the pointer is over it and resumes with the time that was left", () => {
    const { onCancel, dialog } = openDialog()
    advance(3_000)
    fireEvent.pointerEnter(dialog)
    advance(60_000)
    expect(onCancel).not.toHaveBeenCalled()
    fireEvent.pointerLeave(dialog)
    advance(1_999)
    expect(onCancel).not.toHaveBeenCalled()
    advance(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it("stops for good once the player moves focus with Tab", () => {
    const { onCancel, dialog } = openDialog()
    advance(1_000)
    fireEvent.keyDown(dialog, { key: "Tab" })
    advance(120_000)
    expect(onCancel).not.toHaveBeenCalled()
  })

  it("the focus the dialog sets on opening does not hold it, nor does another key", () => {
    const { onCancel, dialog } = openDialog()
    expect(document.activeElement?.textContent).toBe("ยกเลิก")
    fireEvent.keyDown(dialog, { key: "a" })
    advance(LOGOUT_CONFIRM_AUTO_CLOSE_MS)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })
})
