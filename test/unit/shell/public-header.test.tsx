// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { LinkComponentContext, type UiLinkProps } from "../../../src/ui/link"
import { PublicHeader } from "../../../src/ui/shell/public-header"

afterEach(cleanup)
// The drawer is a lazy chunk. Loaded here first, under the hook's own time, so a test's wait for
// the dialog is React's render, not the module's transform on a busy machine.
beforeAll(async () => {
  await import("../../../src/ui/shell/mobile-drawer")
})

const icons = { casino: "/i/casino.png", slot: null, sport: "/i/sport.png", contact: "/i/contact.png" } as const

/** A router stand-in: the injected link is used, and it never leaves the test document. */
const TestLink = ({ to, children, onClick, ...rest }: UiLinkProps) => (
  <a
    href={to}
    data-router-link=""
    {...rest}
    onClick={(event) => {
      event.preventDefault()
      onClick?.(event)
    }}
  >
    {children}
  </a>
)

const renderHeader = (logoLinked = true, guestActions = { login: true, register: true }) =>
  render(
    <LinkComponentContext value={TestLink}>
      <PublicHeader
        logoUrl="/logo.png"
        brandName="GoldBet"
        logoLinked={logoLinked}
        backgroundUrl="/bg.png"
        icons={icons}
        guestActions={guestActions}
      />
    </LinkComponentContext>
  )

describe("PublicHeader", () => {
  it("LAYOUT-20 is 110px tall with casino, slot, sport and contact in order", () => {
    const { container } = renderHeader()
    const header = container.querySelector("header")
    expect(header?.style.height).toBe("110px")
    const nav = screen.getByRole("navigation")
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual(["คาสิโน", "สล็อต", "กีฬา", "ติดต่อเรา"])
  })

  it("LAYOUT-21 casino, slot and sport have aria-disabled and are not links; contact goes to /contact", () => {
    renderHeader()
    for (const label of ["คาสิโน", "สล็อต", "กีฬา"]) {
      const item = screen.getByRole("button", { name: label })
      expect(item.getAttribute("aria-disabled")).toBe("true")
      expect(item.closest("a")).toBeNull()
      expect(screen.queryByRole("link", { name: label })).toBeNull()
    }
    const contact = screen.getByRole("link", { name: "ติดต่อเรา" })
    expect(contact.getAttribute("href")).toBe("/contact")
    expect(contact.hasAttribute("data-router-link")).toBe(true)
  })

  it("LAYOUT-24 the logo is a link unless logoLinked is false", () => {
    renderHeader()
    expect(screen.getByRole("img", { name: "โลโก้ GoldBet" }).closest("a")?.getAttribute("href")).toBe("/")
    cleanup()
    renderHeader(false)
    expect(screen.getByRole("img", { name: "โลโก้ GoldBet" }).closest("a")).toBeNull()
  })

  it("LAYOUT-23 the hamburger opens a drawer with all four items that closes on Escape", async () => {
    renderHeader()
    const toggle = screen.getByRole("button", { name: "เปิดเมนู" })
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(toggle)
    expect(toggle.getAttribute("aria-expanded")).toBe("true")
    const drawer = await screen.findByRole("dialog")
    expect(drawer.style.maxWidth).toBe("300px")
    const menu = within(drawer).getByRole("navigation", { name: "เมนูหลัก" })
    expect(
      within(menu)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual(["คาสิโน", "สล็อต", "กีฬา", "ติดต่อเรา"])
    expect(within(drawer).getByRole("button", { name: "คาสิโน" }).getAttribute("aria-disabled")).toBe("true")
    // The lazy drawer is in the page before its effects have run: the focus moving into it is the
    // sign its keyboard handling (Escape) has started, as it is for a player.
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true))
    fireEvent.keyDown(document, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("LAYOUT-23 the drawer closes when its contact link is clicked", async () => {
    renderHeader()
    fireEvent.click(screen.getByRole("button", { name: "เปิดเมนู" }))
    const drawer = await screen.findByRole("dialog")
    fireEvent.click(within(drawer).getByRole("link", { name: "ติดต่อเรา" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("#15 the drawer links to โปรโมชั่น, ผลบอลสด and ตารางคะแนน under the menu, and closes when one is clicked", async () => {
    renderHeader()
    fireEvent.click(screen.getByRole("button", { name: "เปิดเมนู" }))
    const drawer = await screen.findByRole("dialog")
    const links = within(drawer).getByRole("navigation", { name: "โปรโมชั่นและผลบอล" })
    expect(
      within(links)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")])
    ).toEqual([
      ["โปรโมชั่น", "/promotion"],
      ["ผลบอลสด", "/live-score"],
      ["ตารางคะแนน", "/score"]
    ])
    fireEvent.click(within(links).getByRole("link", { name: "ผลบอลสด" }))
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("#15 the header shows a guest 'เข้าสู่ระบบ' and 'สมัครสมาชิก', outside the menu, leaving out the one the page asks for", () => {
    renderHeader()
    const header = screen.getByRole("banner")
    expect(within(header).getByRole("link", { name: "เข้าสู่ระบบ" }).getAttribute("href")).toBe("/login")
    expect(within(header).getByRole("link", { name: "สมัครสมาชิก" }).getAttribute("href")).toBe("/register")
    expect(within(screen.getByRole("navigation")).queryByRole("link", { name: "สมัครสมาชิก" })).toBeNull()
    cleanup()
    renderHeader(true, { login: false, register: true })
    expect(screen.queryByRole("link", { name: "เข้าสู่ระบบ" })).toBeNull()
    expect(screen.getByRole("link", { name: "สมัครสมาชิก" })).toBeTruthy()
    cleanup()
    renderHeader(false, { login: true, register: false })
    expect(screen.getByRole("link", { name: "เข้าสู่ระบบ" })).toBeTruthy()
    expect(screen.queryByRole("link", { name: "สมัครสมาชิก" })).toBeNull()
  })
})
