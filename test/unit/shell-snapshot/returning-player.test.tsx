// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest"
import { firstPaintPicture, preloadFirstPaintPicture, storedShellSnapshot } from "../../../src/returning-player"
import { SHELL_SNAPSHOT_KEY } from "../../../src/services/shell/shell-snapshot-key"
import { player } from "../events/fixtures"
import { snapshotOf, storageWith } from "./fixtures"

// #16: app-main reads a returning player's snapshot before the runtime loads, and asks for the
// dashboard's largest picture (the carousel's first banner) or the games lobby's (the chosen tab's
// first provider) beside the app's code.

const welcome = { key: "media.promotion.01", title: "โบนัสต้อนรับ", image: "/content/media/banner-1.svg" }
const cashback = { key: "media.promotion.02", title: "คืนยอดเสีย", image: "/content/media/banner-2.svg" }
const withBanners = snapshotOf({ banners: [welcome, cashback] })

/** The page's address for a path with its query, as window.location gives it. */
const at = (address: string) => {
  const url = new URL(address, "https://goldbet.example")
  return { pathname: url.pathname, search: url.search }
}

const jk = { code: "JK", name: "Joker Kingdom", logo: "/content/providers/jk.svg", gameCount: 500 }
const pg = { code: "PG", name: "PG Soft", logo: "/content/providers/pg.svg", gameCount: 120 }
const withLobby = snapshotOf({
  lobby: [
    { category: "slot", providers: [jk, pg] },
    { category: "casino", providers: [] },
    { category: "hot", providers: [pg] },
    { category: "sport", providers: [pg] }
  ]
})

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')]

afterEach(() => {
  for (const link of preloads()) link.remove()
})

describe("a returning player's first-paint picture (#16, ROUTE-04)", () => {
  it("is the first banner the snapshot kept, on the dashboard only", () => {
    expect(firstPaintPicture(withBanners, at("/auth/dashboard"))).toBe(welcome.image)
    expect(firstPaintPicture(withBanners, at("/auth/deposit"))).toBeNull()
    expect(firstPaintPicture(withBanners, at("/"))).toBeNull()
  })

  it("is none without a snapshot, or with one kept before banners were", () => {
    expect(firstPaintPicture(null, at("/auth/dashboard"))).toBeNull()
    expect(firstPaintPicture(snapshotOf(), at("/auth/dashboard"))).toBeNull()
    expect(firstPaintPicture(snapshotOf({ banners: [] }), at("/auth/dashboard"))).toBeNull()
  })

  it("on the games lobby is the chosen tab's first provider's logo (sport when none is chosen), not on the hot tab", () => {
    expect(firstPaintPicture(withLobby, at("/auth/games/category?cat=slot"))).toBe(jk.logo)
    expect(firstPaintPicture(withLobby, at("/auth/games/category"))).toBe(pg.logo)
    expect(firstPaintPicture(withLobby, at("/auth/games/category?cat=nonsense"))).toBe(pg.logo)
    expect(firstPaintPicture(withLobby, at("/auth/games/category?cat=hot"))).toBeNull()
    expect(firstPaintPicture(withLobby, at("/auth/games/category?cat=casino"))).toBeNull()
    expect(firstPaintPicture(withLobby, at("/auth/games/category?cat=fishing"))).toBeNull()
    expect(firstPaintPicture(withLobby, at("/auth/games/slot/JK"))).toBeNull()
    expect(firstPaintPicture(snapshotOf(), at("/auth/games/category?cat=slot"))).toBeNull()
  })

  it("is preloaded once, as a high-priority image, when the dashboard opens", () => {
    preloadFirstPaintPicture(withBanners, at("/auth/dashboard"), document)
    const links = preloads()
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute("href")).toBe(welcome.image)
    expect(links[0]?.getAttribute("fetchpriority")).toBe("high")
  })

  it("adds nothing on another screen or without a known picture", () => {
    preloadFirstPaintPicture(withBanners, at("/auth/withdraw"), document)
    preloadFirstPaintPicture(null, at("/auth/dashboard"), document)
    expect(preloads()).toEqual([])
  })
})

describe("the snapshot app-main reads (#16)", () => {
  it("is the stored session's player's", () => {
    const storage = storageWith({ user: JSON.stringify(player), [SHELL_SNAPSHOT_KEY]: JSON.stringify(withBanners) })
    expect(storedShellSnapshot(() => storage)).toEqual(withBanners)
  })

  it("is none for a guest (no session stored), even if a snapshot was left behind", () => {
    const storage = storageWith({ [SHELL_SNAPSHOT_KEY]: JSON.stringify(withBanners) })
    expect(storedShellSnapshot(() => storage)).toBeNull()
  })

  it("is none, without a throw, when the storage cannot be read (private mode)", () => {
    const refusing = () => {
      throw new DOMException("denied", "SecurityError")
    }
    expect(storedShellSnapshot(refusing)).toBeNull()
  })
})
