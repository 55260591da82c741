// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Button } from "../../../src/ui/button"

afterEach(cleanup)

describe("Button", () => {
  it("NFR-A11Y busy: it keeps the keyboard focus and says it is unavailable, without being disabled", () => {
    const { rerender } = render(<Button onClick={() => undefined}>ฝากเงิน</Button>)
    const button = screen.getByRole("button", { name: "ฝากเงิน" })
    button.focus()
    rerender(
      <Button busy onClick={() => undefined}>
        ฝากเงิน
      </Button>
    )
    expect(button.hasAttribute("disabled")).toBe(false)
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(button.getAttribute("aria-busy")).toBe("true")
    expect(document.activeElement).toBe(button)
  })

  it("MONEY once-only: busy, a press runs nothing and does not submit its form again", () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" onClick={onClick}>
          ยืนยัน
        </Button>
      </form>
    )
    const button = screen.getByRole("button", { name: "ยืนยัน" })
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          ยืนยัน
        </Button>
      </form>
    )
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("disabled: it is disabled for real and not marked aria-disabled twice", () => {
    render(
      <Button disabled busy>
        ถอนเงิน
      </Button>
    )
    const button = screen.getByRole("button", { name: "ถอนเงิน" })
    expect(button.hasAttribute("disabled")).toBe(true)
    expect(button.hasAttribute("aria-disabled")).toBe(false)
  })
})
