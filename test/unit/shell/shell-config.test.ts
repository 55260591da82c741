import { describe, expect, it } from "vitest"
import { pageTitle } from "../../../src/routes/use-page-title"
import { TOASTER_OPTIONS } from "../../../src/routes/shell/toaster"
import { paths, PLAYER_VISIBLE_PUBLIC_PATHS } from "../../../src/routes/paths"

describe("shell configuration", () => {
  it("UI-15 toasts sit bottom-left, dark, and close after 2000 ms", () => {
    expect(TOASTER_OPTIONS).toMatchObject({ position: "bottom-left", theme: "dark", duration: 2000 })
  })

  it("UI-15 toasts rise to the page's --toast-bottom (set above the bottom bar), on phones too", () => {
    expect(TOASTER_OPTIONS.offset.bottom).toBe("var(--toast-bottom, 24px)")
    expect(TOASTER_OPTIONS.mobileOffset.bottom).toBe("var(--toast-bottom, 16px)")
  })

  it("UI-01 a page title is the page name, a dash, then the brand name", () => {
    expect(pageTitle("ฝากเงิน", "GoldBet")).toBe("ฝากเงิน — GoldBet")
  })

  it("LAYOUT-17 the centre button carries the game category in cat", () => {
    expect(paths.auth.gameCategory("sport")).toBe("/auth/games/category?cat=sport")
    expect(paths.auth.gameCategory("fishing")).toBe("/auth/games/category?cat=fishing")
  })

  it("AMB-04 only /404 and /ma stay visible to a logged-in player in the public area", () => {
    expect([...PLAYER_VISIBLE_PUBLIC_PATHS].sort()).toEqual(["/404", "/ma"])
  })
})
