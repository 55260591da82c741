// #30: every player screen of spec §2 with a fixed address is prerendered as a frame, and one frame
// serves every provider's games; the server finds each one's file by the same name the build wrote
// it under.
import { describe, expect, it } from "vitest"
import { PROVIDER_FRAME_NAME, prerenderedPageName, servedPageName } from "../../../src/first-paint/page-name"
import { PLAYER_FRAME_PAGES } from "../../../src/first-paint/player-frame-pages"
import { paths } from "../../../src/routes/paths"

/** The player screens' fixed addresses: every string of `paths.auth` but the root, the old login and the patterns. */
const fixedPlayerPaths: ReadonlyArray<string> = Object.values(paths.auth)
  .flatMap((path) => (typeof path === "string" ? [path] : []))
  .filter((path) => path !== paths.auth.root && path !== paths.auth.login && !path.includes(":"))

describe("the player frames (#30)", () => {
  it("#30 every player screen with a fixed address has a frame, each once, titled (ROUTE-04..ROUTE-23)", () => {
    const framed = PLAYER_FRAME_PAGES.map((page) => page.path)
    const providerFrame = paths.auth.gameProvider("slot", "JK")
    expect([...framed].sort()).toEqual([...fixedPlayerPaths, providerFrame].sort())
    expect(new Set(framed).size).toBe(framed.length)
    for (const page of PLAYER_FRAME_PAGES) expect(page.title, page.path).not.toBe("")
  })

  it("#30 a path's file name is its segments joined by dots, '/' being index", () => {
    expect(prerenderedPageName("/")).toBe("index")
    expect(prerenderedPageName("/login")).toBe("login")
    expect(prerenderedPageName("/auth/settings/change-password")).toBe("auth.settings.change-password")
    const names = PLAYER_FRAME_PAGES.map((page) => servedPageName(page.path))
    expect(new Set(names).size).toBe(names.length)
  })

  it("#30 every provider's games address is answered with the one provider frame; other addresses with their own (ROUTE-23)", () => {
    expect(servedPageName("/auth/games/slot/JK")).toBe(PROVIDER_FRAME_NAME)
    expect(servedPageName("/auth/games/casino/SA")).toBe(PROVIDER_FRAME_NAME)
    expect(servedPageName("/auth/games/hot/PG2")).toBe(PROVIDER_FRAME_NAME)
    // Not a provider's address: an unknown category, a code in small letters, the lobby itself.
    expect(servedPageName("/auth/games/arcade/JK")).toBe("auth.games.arcade.JK")
    expect(servedPageName("/auth/games/slot/jk")).toBe("auth.games.slot.jk")
    expect(servedPageName("/auth/games/category")).toBe("auth.games.category")
    // No address's own name is the provider frame's, whatever the file system's case.
    expect(servedPageName("/auth/games/provider").toLowerCase()).not.toBe(PROVIDER_FRAME_NAME.toLowerCase())
  })
})
