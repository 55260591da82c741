// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { ComponentProps } from "react"
import { LoginForm } from "../../../src/ui/session/login-form"

afterEach(cleanup)

const field = (label: string): HTMLInputElement => {
  const element = screen.getByLabelText(label)
  if (!(element instanceof HTMLInputElement)) throw new Error(`${label} is not an input`)
  return element
}

/** The form as a screen renders it, with `props` over the defaults (a guest's form, nothing pending). */
const renderForm = (props: Partial<ComponentProps<typeof LoginForm>> = {}) =>
  render(
    <LoginForm
      pending={false}
      error={null}
      lockedUntil={null}
      registerHref="/register"
      forgotPasswordHref="/forgot-password"
      onSubmit={() => undefined}
      {...props}
    />
  )

describe("LoginForm", () => {
  it("#12 links to registration: 'สมัครสมาชิก'", () => {
    renderForm()
    expect(screen.getByRole("link", { name: "สมัครสมาชิก" }).getAttribute("href")).toBe("/register")
  })

  it("#29 offers 'ลืมรหัสผ่าน?', leading to its screen", () => {
    renderForm()
    expect(screen.getByRole("link", { name: "ลืมรหัสผ่าน?" }).getAttribute("href")).toBe("/forgot-password")
  })

  it("AUTH-06 has labelled inputs named username and password with autocomplete", () => {
    renderForm()
    const username = field("ชื่อผู้ใช้หรือเบอร์โทรศัพท์")
    const password = field("รหัสผ่าน")
    expect(username.name).toBe("username")
    expect(username.getAttribute("autocomplete")).toBe("username")
    expect(password.name).toBe("password")
    expect(password.type).toBe("password")
    expect(password.getAttribute("autocomplete")).toBe("current-password")
    expect(screen.getByRole("button", { name: "เข้าสู่ระบบ" })).toBeTruthy()
  })

  it("AUTH-06 sends nothing when fields are empty and explains why in Thai", () => {
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    fireEvent.click(screen.getByRole("button", { name: "เข้าสู่ระบบ" }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText("กรุณากรอกชื่อผู้ใช้หรือเบอร์โทรศัพท์")).toBeTruthy()
    expect(screen.getByText("กรุณากรอกรหัสผ่าน")).toBeTruthy()
    expect(field("รหัสผ่าน").getAttribute("aria-invalid")).toBe("true")
  })

  it("AUTH-06 submits the typed credentials once", () => {
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    fireEvent.change(field("ชื่อผู้ใช้หรือเบอร์โทรศัพท์"), { target: { value: " player1 " } })
    fireEvent.change(field("รหัสผ่าน"), { target: { value: "secret" } })
    fireEvent.click(screen.getByRole("button", { name: "เข้าสู่ระบบ" }))
    expect(onSubmit).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledWith({ username: "player1", password: "secret" })
  })

  it("AUTH-06 shows a busy submit button and does not submit again while pending", () => {
    const onSubmit = vi.fn()
    render(
      <LoginForm
        pending
        error={null}
        lockedUntil={null}
        registerHref="/register"
        forgotPasswordHref="/forgot-password"
        onSubmit={onSubmit}
      />
    )
    const button = screen.getByRole("button", { name: "เข้าสู่ระบบ" })
    expect(button.getAttribute("aria-busy")).toBe("true")
    // Unavailable, yet focusable: a disabled button would drop a keyboard player's focus.
    expect(button.getAttribute("aria-disabled")).toBe("true")
    expect(button.hasAttribute("disabled")).toBe(false)
    fireEvent.change(field("ชื่อผู้ใช้หรือเบอร์โทรศัพท์"), { target: { value: "player1" } })
    fireEvent.change(field("รหัสผ่าน"), { target: { value: "secret" } })
    fireEvent.click(button)
    const form = button.closest("form")
    if (form === null) throw new Error("no form")
    fireEvent.submit(form)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("AUTH-08 shows the server message verbatim and keeps the typed values", () => {
    const { rerender } = renderForm()
    fireEvent.change(field("ชื่อผู้ใช้หรือเบอร์โทรศัพท์"), { target: { value: "player1" } })
    fireEvent.change(field("รหัสผ่าน"), { target: { value: "wrong" } })
    rerender(
      <LoginForm
        pending={false}
        error="X"
        lockedUntil={null}
        registerHref="/register"
        forgotPasswordHref="/forgot-password"
        onSubmit={() => undefined}
      />
    )
    expect(screen.getByRole("alert").textContent).toBe("X")
    expect(field("ชื่อผู้ใช้หรือเบอร์โทรศัพท์").value).toBe("player1")
    expect(field("รหัสผ่าน").value).toBe("wrong")
  })

  it("toggles password visibility", () => {
    renderForm()
    fireEvent.click(screen.getByRole("button", { name: "แสดงรหัสผ่าน" }))
    expect(field("รหัสผ่าน").type).toBe("text")
    fireEvent.click(screen.getByRole("button", { name: "ซ่อนรหัสผ่าน" }))
    expect(field("รหัสผ่าน").type).toBe("password")
  })

  it("#9 a new validation message replaces the last refusal instead of standing beside it (AUTH-08)", () => {
    render(
      <LoginForm
        pending={false}
        error="ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง"
        lockedUntil={null}
        registerHref="/register"
        forgotPasswordHref="/forgot-password"
        onSubmit={() => undefined}
      />
    )
    expect(screen.getByRole("alert").textContent).toBe("ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง")
    fireEvent.click(screen.getByRole("button", { name: "เข้าสู่ระบบ" }))
    expect(screen.getByText("กรุณากรอกรหัสผ่าน")).toBeTruthy()
    expect(screen.getByRole("alert").textContent).toBe("")
  })

  it("#9 a throttled login disables the button, counts down and sends nothing until the lock is over", () => {
    vi.useFakeTimers({ now: 1_000_000 })
    try {
      const onSubmit = vi.fn()
      render(
        <LoginForm
          pending={false}
          error="ลองใหม่ในอีก 2 นาที"
          lockedUntil={1_000_000 + 90_000}
          registerHref="/register"
          forgotPasswordHref="/forgot-password"
          onSubmit={onSubmit}
        />
      )
      const button = screen.getByRole("button", { name: "เข้าสู่ระบบได้อีกครั้งใน 1:30" })
      expect(button.hasAttribute("disabled")).toBe(true)
      fireEvent.change(field("ชื่อผู้ใช้หรือเบอร์โทรศัพท์"), { target: { value: "demo" } })
      fireEvent.change(field("รหัสผ่าน"), { target: { value: "demo1234" } })
      const form = button.closest("form")
      if (form === null) throw new Error("no form")
      fireEvent.submit(form)
      expect(onSubmit).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(30_000))
      expect(button.textContent).toBe("เข้าสู่ระบบได้อีกครั้งใน 1:00")
      act(() => vi.advanceTimersByTime(60_000))
      expect(button.hasAttribute("disabled")).toBe(false)
      expect(button.textContent).toBe("เข้าสู่ระบบ")
      fireEvent.submit(form)
      expect(onSubmit).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
