// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { LogoutDialog } from "../../../src/ui/session/logout-dialog"

const setup = () => {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(<LogoutDialog open onConfirm={onConfirm} onCancel={onCancel} />)
  return { onConfirm, onCancel }
}

describe("LogoutDialog", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it("LAYOUT-05 LAYOUT-06 LAYOUT-13 is a modal dialog titled 'ยืนยันออกจากระบบ' with the body and a question icon", () => {
    setup()
    const dialog = screen.getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(screen.getByRole("heading", { name: "ยืนยันออกจากระบบ" })).toBeTruthy()
    expect(screen.getByText("คุณต้องการออกจากระบบใช่หรือไม่?")).toBeTruthy()
    expect(dialog.querySelector('[data-icon="question"]')).not.toBeNull()
  })

  it("LAYOUT-12 cancel sits left of confirm", () => {
    setup()
    const buttons = screen.getAllByRole("button").map((button) => button.textContent)
    const cancel = buttons.indexOf("ยกเลิก")
    const confirm = buttons.indexOf("ออกจากระบบ")
    expect(cancel).toBeGreaterThanOrEqual(0)
    expect(confirm).toBeGreaterThan(cancel)
  })

  it("LAYOUT-07 LAYOUT-08 confirm calls onConfirm and cancel calls onCancel", () => {
    const { onConfirm, onCancel } = setup()
    fireEvent.click(screen.getByRole("button", { name: "ออกจากระบบ" }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "ยกเลิก" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it("LAYOUT-09 CONST-03 closes by itself at 5000 ms and not before", () => {
    const { onCancel, onConfirm } = setup()
    act(() => {
      vi.advanceTimersByTime(4_999)
    })
    expect(onCancel).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it("LAYOUT-11 the close button and Escape dismiss without logging out", () => {
    const { onCancel, onConfirm } = setup()
    fireEvent.click(screen.getByRole("button", { name: "ปิด" }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(document, { key: "Escape" })
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it("moves focus into the dialog and returns it on close", () => {
    const opener = document.createElement("button")
    document.body.appendChild(opener)
    opener.focus()
    const { rerender } = render(<LogoutDialog open onConfirm={() => undefined} onCancel={() => undefined} />)
    const dialog = screen.getByRole("dialog")
    expect(dialog.contains(document.activeElement)).toBe(true)
    rerender(<LogoutDialog open={false} onConfirm={() => undefined} onCancel={() => undefined} />)
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it("renders nothing and schedules nothing when closed", () => {
    const onCancel = vi.fn()
    render(<LogoutDialog open={false} onConfirm={() => undefined} onCancel={onCancel} />)
    expect(screen.queryByRole("dialog")).toBeNull()
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(onCancel).not.toHaveBeenCalled()
  })
})
