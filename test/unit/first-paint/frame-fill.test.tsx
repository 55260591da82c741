// @vitest-environment jsdom
// #30: the first-paint fill puts the returning player's own values from the device's snapshot into
// a player frame's marked skeletons, as text or a picture of this site, before the app runs.
import { renderToStaticMarkup } from "react-dom/server"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { satang } from "../../../src/domain/money"
import { SHELL_SNAPSHOT_VERSION, type ShellSnapshot } from "../../../src/domain/shell-snapshot"
import { fillFrame } from "../../../src/first-paint/frame-fill"
import { fillProviderFrame } from "../../../src/first-paint/provider-frame-fill"
import { drawKeptWheel } from "../../../src/first-paint/wheel-drawing"
import { PromotionCarouselFrame } from "../../../src/ui/dashboard/promotion-carousel"
import { ProviderCardsSkeleton } from "../../../src/ui/games/provider-cards"
import { MovieList } from "../../../src/ui/media/movie-list"
import { PromotionBanners } from "../../../src/ui/media/promotion-banners"
import { RewardGridSkeleton } from "../../../src/ui/reward/grid-skeleton"
import { WheelDisc, WheelDiscSkeleton } from "../../../src/ui/wheel/wheel-disc"
import { Skeleton } from "../../../src/ui/skeleton"
import { frameSawFail } from "../../../src/ui/frame-fill"
import { GameCardsSkeleton } from "../../../src/routes/games/game-skeletons"
import { BackLink } from "../../../src/ui/back-link"
import { PageSection } from "../../../src/ui/page-section"

/** The pictures the fill asked for, answered by the test (jsdom loads none). */
const probes: Array<{ src: string; fetchPriority: string; onload: (() => void) | null; onerror: (() => void) | null }> =
  []
class ProbeImage {
  src = ""
  fetchPriority = "auto"
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor() {
    probes.push(this)
  }
}

const SNAPSHOT: ShellSnapshot = {
  version: SHELL_SNAPSHOT_VERSION,
  username: "demo",
  name: "สมชาย <b>ใจดี</b>",
  level: 1,
  balance: satang(152_075),
  images: {},
  banners: [
    { key: "b1", title: "โบนัส 10%", image: "/content/banner-1.svg" },
    { key: "b2", title: "คืนยอดเสีย", image: "/content/banner-2.svg" }
  ],
  lobby: [
    {
      category: "sport",
      providers: [
        { code: "SBT", name: "SBOBET <i>Sport</i>", logo: "/game-art/providers/SBT.svg", gameCount: 1250 },
        { code: "UFA", name: "UFA Sport", logo: "/game-art/providers/UFA.svg", gameCount: 3 },
        { code: "SB1", name: "Saba", logo: "/game-art/providers/SB1.svg", gameCount: 40 }
      ]
    },
    { category: "slot", providers: [{ code: "JK", name: "Joker", logo: "/game-art/providers/JK.svg", gameCount: 500 }] }
  ],
  rewards: [
    { id: 9, name: "บัตรกำนัล", image: "/assets/rewards/category-voucher.svg", itemCount: 1250 },
    { id: 3, name: "เครดิตฟรี", image: "/assets/rewards/category-credit.svg", itemCount: 4 }
  ],
  movies: [
    { key: "media.movie.01", title: "ไฮไลต์บอลคืนนี้", poster: "/content/media/poster-1.svg" },
    { key: "media.movie.02", title: "รีวิวสล็อตใหม่", poster: "/content/media/poster-2.svg" }
  ],
  flipCard: { day: "2026-11-28", playsLeft: 2, playsPerDay: 3 },
  affiliateIncome: satang(912_700),
  wheel: [
    { colour: "#c62828", label: "เครดิต <b>฿20</b>" },
    { colour: "#fbc02d", label: "50 แต้ม" },
    { colour: "#37474f", label: "ลองใหม่นะ" }
  ],
  providerGames: {
    category: "slot",
    provider: "JK",
    name: "Joker <b>Kingdom</b>",
    games: [
      { code: "SL0001", name: "ไวกิ้ง <i>ซุปเปอร์</i>", image: "/game-art/JK/SL0001.svg" },
      { code: "SL0002", name: "หงส์ร้อนแรง", image: "/game-art/JK/SL0002.svg" },
      { code: "SL0003", name: "ลูกกวาดน้ำแข็ง", image: "/game-art/JK/SL0003.svg" },
      { code: "SL0004", name: "กิเลนสุริยา", image: "/game-art/JK/SL0004.svg" }
    ]
  },
  savedAt: 0
}

/** 10:00 on 28 November 2026 in Bangkok: the day the snapshot's flip card chances were kept. */
const NOW = Date.UTC(2026, 10, 28, 3, 0)

/** A frame of the app's own skeletons and the carousel's place, as the build prerenders them. */
const frame = (): HTMLElement => {
  const root = document.createElement("div")
  root.innerHTML = renderToStaticMarkup(
    <>
      <Skeleton fill="name" />
      <Skeleton fill="username" />
      <Skeleton fill="balance" />
      <Skeleton />
      <PromotionCarouselFrame />
    </>
  )
  return root
}

const slot = (root: HTMLElement, name: string): HTMLElement => {
  const element = root.querySelector(`[data-frame-fill="${name}"]`)
  if (!(element instanceof HTMLElement)) throw new Error(`no ${name} slot`)
  return element
}

describe("the player frame's first-paint fill (#30)", () => {
  beforeEach(() => {
    probes.length = 0
    vi.stubGlobal("Image", ProbeImage)
    document.documentElement.removeAttribute("data-frame-failed-images")
  })
  afterEach(() => vi.unstubAllGlobals())

  it("#30 puts the snapshot's name, username and balance in as text, never as markup (UI-18)", () => {
    const root = frame()
    fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
    expect(slot(root, "name").textContent).toBe("สมชาย <b>ใจดี</b>")
    expect(root.querySelector("b")).toBeNull()
    expect(slot(root, "username").textContent).toBe("demo")
    expect(slot(root, "balance").textContent).toBe("฿1,520.75")
    expect(slot(root, "balance").getAttribute("data-frame-filled")).toBe("text")
    // A skeleton without a slot stays a skeleton.
    expect(root.querySelectorAll("[data-skeleton]:not([data-frame-fill]):not([data-frame-filled])")).toHaveLength(1)
  })

  it("#30 gives the carousel's place the first banner's picture once it has arrived, and keeps its dots' row for two banners (ROUTE-04)", () => {
    const root = frame()
    fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
    expect(probes.map((probe) => probe.src)).toEqual(["/content/banner-1.svg"])
    expect(slot(root, "banner").hasAttribute("data-frame-filled")).toBe(false)
    probes[0]?.onload?.()
    expect(slot(root, "banner").style.backgroundImage).toBe('url("/content/banner-1.svg")')
    expect(slot(root, "banner").getAttribute("data-frame-filled")).toBe("image")
    expect(slot(root, "banners").hidden).toBe(false)
    expect(slot(root, "banner-dots").hidden).toBe(false)
  })

  it("#30 a banner that fails stays a grey block and is recorded, so the app does not ask for it again (UI-03)", () => {
    const root = frame()
    document.body.append(root)
    fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
    probes[0]?.onerror?.()
    expect(slot(root, "banner").hasAttribute("data-frame-filled")).toBe(false)
    expect(frameSawFail(document, "/content/banner-1.svg")).toBe(true)
    expect(frameSawFail(document, "/content/banner-2.svg")).toBe(false)
    root.remove()
  })

  it("#30 hides the carousel's place when the snapshot kept no banner, and its dots for one banner", () => {
    const none = frame()
    fillFrame(none, { ...SNAPSHOT, banners: [] }, { pathname: "/", search: "" }, NOW)
    expect(slot(none, "banners").hidden).toBe(true)
    expect(slot(none, "banner").hasAttribute("data-frame-filled")).toBe(false)
    const one = frame()
    fillFrame(one, { ...SNAPSHOT, banners: SNAPSHOT.banners?.slice(0, 1) ?? [] }, { pathname: "/", search: "" }, NOW)
    expect(slot(one, "banners").hidden).toBe(false)
    expect(slot(one, "banner-dots").hidden).toBe(true)
  })

  describe("the games lobby's provider cards (#30, UI-16)", () => {
    const lobby = (): HTMLElement => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(<ProviderCardsSkeleton />)
      return root
    }
    const cards = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-frame-fill="provider"]'))
    const part = (card: HTMLElement | undefined, name: string) => {
      const element = card?.querySelector(`[data-frame-fill="provider-${name}"]`)
      if (!(element instanceof HTMLElement)) throw new Error(`no provider-${name} slot`)
      return element
    }

    it("#30 gives each card the tab's kept provider in order, as text, and hides the places the tab has no provider for (UI-16, UI-18)", () => {
      const root = lobby()
      expect(cards(root)).toHaveLength(6)
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      const [first, second, third, fourth] = cards(root)
      expect(part(first, "name").textContent).toBe("SBOBET <i>Sport</i>")
      expect(root.querySelector("i")).toBeNull()
      expect(part(first, "count").textContent).toBe("1,250 เกม")
      expect(part(second, "name").textContent).toBe("UFA Sport")
      expect(part(third, "count").textContent).toBe("40 เกม")
      expect(cards(root).map((card) => card.hidden)).toEqual([false, false, false, true, true, true])
      expect(part(fourth, "name").hasAttribute("data-frame-filled")).toBe(false)
    })

    it("#30 asks for the kept logos, the first row's first, and shows each once it has arrived (UI-16)", () => {
      const root = lobby()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      expect(probes.map((probe) => [probe.src, probe.fetchPriority])).toEqual([
        ["/game-art/providers/SBT.svg", "high"],
        ["/game-art/providers/UFA.svg", "high"],
        ["/game-art/providers/SB1.svg", "auto"]
      ])
      const logo = part(cards(root)[1], "logo")
      expect(logo.hasAttribute("data-frame-filled")).toBe(false)
      probes[1]?.onload?.()
      expect(logo.style.backgroundImage).toBe('url("/game-art/providers/UFA.svg")')
      expect(logo.getAttribute("data-frame-filled")).toBe("image")
    })

    it("#30 fills the tab the address names, as the app picks it (ROUTE-22)", () => {
      const root = lobby()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "?cat=slot" }, NOW)
      expect(part(cards(root)[0], "name").textContent).toBe("Joker")
      expect(cards(root).filter((card) => !card.hidden)).toHaveLength(1)
    })

    it("#30 a tab the snapshot kept no providers of keeps its skeletons, never a false 'no providers' (UI-16)", () => {
      const root = lobby()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "?cat=fishing" }, NOW)
      expect(cards(root).every((card) => !card.hidden)).toBe(true)
      expect(root.querySelectorAll("[data-frame-filled]")).toHaveLength(0)
      expect(probes).toHaveLength(0)
    })
  })

  describe("a provider's games (#30, ROUTE-23)", () => {
    /** The provider screen's frame as the build draws it: for Joker's slot games, loading. */
    const providerFrame = (): HTMLElement => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(
        <PageSection title="JK" titleFill="provider-title">
          <BackLink to="/auth/games/category?cat=slot" label="ค่ายเกมทั้งหมด" fill="provider-back" />
          <GameCardsSkeleton kept />
        </PageSection>
      )
      return root
    }
    const at = (pathname: string) => ({ pathname, search: "" })
    /** The provider frame's own fill, as its inline script gives it (frame-fill-provider-entry.ts). */
    const withProvider = { provider: fillProviderFrame }
    const places = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-frame-fill="game"]'))
    const heading = (root: HTMLElement) => root.querySelector("h1")?.textContent

    it("#30 gives the places the kept games of the address's provider in order, as text, and hides the rest (ROUTE-23, UI-18)", () => {
      const root = providerFrame()
      fillFrame(root, SNAPSHOT, at("/auth/games/slot/JK"), NOW, withProvider)
      expect(heading(root)).toBe("Joker <b>Kingdom</b>")
      expect(root.querySelector("b, i")).toBeNull()
      const [first, second] = places(root)
      expect(slot(first ?? root, "game-name").textContent).toBe("ไวกิ้ง <i>ซุปเปอร์</i>")
      expect(slot(second ?? root, "game-name").textContent).toBe("หงส์ร้อนแรง")
      expect(slot(first ?? root, "game-provider-name").textContent).toBe("Joker <b>Kingdom</b>")
      expect(places(root).map((place) => place.hidden)).toEqual([...Array(4).fill(false), ...Array(8).fill(true)])
      // A phone's first row (three) is asked for first.
      expect(probes.map((probe) => [probe.src, probe.fetchPriority])).toEqual([
        ["/game-art/JK/SL0001.svg", "high"],
        ["/game-art/JK/SL0002.svg", "high"],
        ["/game-art/JK/SL0003.svg", "high"],
        ["/game-art/JK/SL0004.svg", "auto"]
      ])
      expect(root.querySelector("a")?.getAttribute("href")).toBe("/auth/games/category?cat=slot")
    })

    it("#30 another provider's address: its name from the kept lobby, its own tab back, and grey places (ROUTE-23)", () => {
      const root = providerFrame()
      fillFrame(root, SNAPSHOT, at("/auth/games/sport/UFA"), NOW, withProvider)
      expect(heading(root)).toBe("UFA Sport")
      expect(root.querySelector("a")?.getAttribute("href")).toBe("/auth/games/category?cat=sport")
      expect(places(root).every((place) => !place.hidden)).toBe(true)
      expect(root.querySelectorAll('[data-frame-fill^="game"][data-frame-filled]')).toHaveLength(0)
      expect(probes).toHaveLength(0)
    })

    it("#30 the same provider under another category is not the kept one; a provider the device knows nothing of is named by its code (ROUTE-23)", () => {
      const root = providerFrame()
      fillFrame(root, SNAPSHOT, at("/auth/games/hot/JK"), NOW, withProvider)
      expect(heading(root)).toBe("JK")
      expect(probes).toHaveLength(0)
      expect(root.querySelector("a")?.getAttribute("href")).toBe("/auth/games/category?cat=hot")
    })

    it("#30 the fill every other frame carries leaves a provider's places alone (ROUTE-23)", () => {
      const root = providerFrame()
      fillFrame(root, SNAPSHOT, at("/auth/games/slot/JK"), NOW)
      expect(root.querySelectorAll("[data-frame-filled]")).toHaveLength(0)
      expect(probes).toHaveLength(0)
    })

    it("#30 an address that is not a provider's leaves the heading and the way back as drawn (ROUTE-23)", () => {
      const root = providerFrame()
      fillFrame(root, SNAPSHOT, at("/auth/games/bingo/JK"), NOW, withProvider)
      expect(heading(root)).toBe("JK")
      expect(root.querySelector("h1")?.hasAttribute("data-frame-filled")).toBe(false)
      expect(root.querySelector("a")?.getAttribute("href")).toBe("/auth/games/category?cat=slot")
    })
  })

  describe("the promotions page's banners (#30, ROUTE-21)", () => {
    const promotions = (expectedCount: number): HTMLElement => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(
        <PromotionBanners
          view={{ _tag: "Loading" }}
          onRetry={() => undefined}
          expectedCount={expectedCount}
          actionOf={() => null}
          anchorOf={(banner) => banner.key}
          targetId={null}
        />
      )
      return root
    }
    const cards = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-frame-fill="promotion"]'))
    const part = (card: HTMLElement | undefined, name: string) => {
      const element = card?.querySelector(`[data-frame-fill="promotion-${name}"]`)
      if (!(element instanceof HTMLElement)) throw new Error(`no promotion-${name} slot`)
      return element
    }

    it("#30 gives each card the kept banner in order: its title as text and its picture, the first asked for first (ROUTE-21, UI-18)", () => {
      const root = promotions(2)
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      const [first, second] = cards(root)
      expect(part(first, "title").textContent).toBe("โบนัส 10%")
      expect(part(second, "title").textContent).toBe("คืนยอดเสีย")
      expect(probes.map((probe) => [probe.src, probe.fetchPriority])).toEqual([
        ["/content/banner-1.svg", "high"],
        ["/content/banner-2.svg", "auto"]
      ])
      probes[0]?.onload?.()
      expect(part(first, "image").style.backgroundImage).toBe('url("/content/banner-1.svg")')
      // The terms are never kept, nor is the offer's button: they stay grey until the list arrives.
      expect(first?.querySelectorAll("[data-skeleton]:not([data-frame-filled])")).toHaveLength(2)
    })

    it("#30 hides the cards the device kept no banner for, and keeps every skeleton when it kept none (ROUTE-21)", () => {
      const one = promotions(2)
      fillFrame(one, { ...SNAPSHOT, banners: SNAPSHOT.banners?.slice(0, 1) ?? [] }, { pathname: "/", search: "" }, NOW)
      expect(cards(one).map((card) => card.hidden)).toEqual([false, true])
      const none = promotions(2)
      fillFrame(none, { ...SNAPSHOT, banners: [] }, { pathname: "/", search: "" }, NOW)
      expect(cards(none).map((card) => card.hidden)).toEqual([false, false])
      expect(none.querySelectorAll("[data-frame-filled]")).toHaveLength(0)
    })
  })

  describe("the movie page's clips (#30, ROUTE-19)", () => {
    const movies = (): HTMLElement => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(<MovieList view={{ _tag: "Loading" }} onRetry={() => undefined} />)
      return root
    }
    const cards = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-frame-fill="movie"]'))
    const part = (card: HTMLElement | undefined, name: string) => {
      const element = card?.querySelector(`[data-frame-fill="movie-${name}"]`)
      if (!(element instanceof HTMLElement)) throw new Error(`no movie-${name} slot`)
      return element
    }

    it("#30 gives each clip's card the kept cover in order: its title as text and its poster, the first asked for first (ROUTE-19, UI-18)", () => {
      const root = movies()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      const [first, second] = cards(root)
      expect(part(first, "title").textContent).toBe("ไฮไลต์บอลคืนนี้")
      expect(part(second, "title").textContent).toBe("รีวิวสล็อตใหม่")
      expect(probes.map((probe) => [probe.src, probe.fetchPriority])).toEqual([
        ["/content/media/poster-1.svg", "high"],
        ["/content/media/poster-2.svg", "auto"]
      ])
      probes[1]?.onload?.()
      expect(part(second, "poster").style.backgroundImage).toBe('url("/content/media/poster-2.svg")')
      expect(part(first, "poster").hasAttribute("data-frame-filled")).toBe(false)
    })

    it("#30 hides the card the device kept no clip for, and keeps the skeletons when it kept none (ROUTE-19)", () => {
      const one = movies()
      fillFrame(one, { ...SNAPSHOT, movies: SNAPSHOT.movies?.slice(0, 1) ?? [] }, { pathname: "/", search: "" }, NOW)
      expect(cards(one).map((card) => card.hidden)).toEqual([false, true])
      const none = movies()
      const { movies: _, ...withoutMovies } = SNAPSHOT
      fillFrame(none, withoutMovies, { pathname: "/", search: "" }, NOW)
      expect(cards(none).map((card) => card.hidden)).toEqual([false, false])
      expect(none.querySelectorAll("[data-frame-filled]")).toHaveLength(0)
    })
  })

  describe("the reward page's categories (#30, ROUTE-11)", () => {
    it("#30 gives each tile a kept category's picture, name and count, hides the tiles it kept none for, never the points (ROUTE-11, UI-18)", () => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(<RewardGridSkeleton />)
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      const tiles = Array.from(root.querySelectorAll<HTMLElement>('[data-frame-fill="reward-category"]'))
      expect(tiles.map((tile) => tile.hidden)).toEqual([false, false, true, true])
      const text = (index: number, part: string) =>
        tiles[index]?.querySelector(`[data-frame-fill="reward-category-${part}"]`)?.textContent
      expect([text(0, "name"), text(0, "count"), text(1, "name"), text(1, "count")]).toEqual([
        "บัตรกำนัล",
        "1,250 รายการ",
        "เครดิตฟรี",
        "4 รายการ"
      ])
      expect(probes.map((probe) => [probe.src, probe.fetchPriority])).toEqual([
        ["/assets/rewards/category-voucher.svg", "high"],
        ["/assets/rewards/category-credit.svg", "high"]
      ])
    })
  })

  describe("the flip card's chances (#30, ROUTE-20)", () => {
    const chancesSlot = () => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(<Skeleton fill="flip-card-chances" />)
      return root
    }

    it("#30 says today's kept chances as the page does, and none left as 'สิทธิ์เปิดไพ่วันนี้หมดแล้ว' (ROUTE-20)", () => {
      const root = chancesSlot()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      expect(slot(root, "flip-card-chances").textContent).toBe("สิทธิ์เปิดไพ่วันนี้เหลือ 2 จาก 3 ครั้ง")
      expect(slot(root, "flip-card-chances").getAttribute("data-frame-filled")).toBe("text")
      const none = chancesSlot()
      fillFrame(
        none,
        { ...SNAPSHOT, flipCard: { day: "2026-11-28", playsLeft: 0, playsPerDay: 3 } },
        { pathname: "/", search: "" },
        NOW
      )
      expect(slot(none, "flip-card-chances").textContent).toBe("สิทธิ์เปิดไพ่วันนี้หมดแล้ว")
    })

    it("#30 never shows another Bangkok day's count: after midnight in Bangkok the grey block stays (ROUTE-20)", () => {
      // 17:00 UTC on the 28th is 00:00 of the 29th in Bangkok: the chances have renewed.
      const root = chancesSlot()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, Date.UTC(2026, 10, 28, 17, 0))
      expect(slot(root, "flip-card-chances").textContent).toBe("")
      expect(slot(root, "flip-card-chances").hasAttribute("data-frame-filled")).toBe(false)
      // 16:59 UTC is still the 28th there.
      const sameDay = chancesSlot()
      fillFrame(sameDay, SNAPSHOT, { pathname: "/", search: "" }, Date.UTC(2026, 10, 28, 16, 59))
      expect(slot(sameDay, "flip-card-chances").textContent).not.toBe("")
      const neverKept = chancesSlot()
      const { flipCard: _kept, ...withoutChances } = SNAPSHOT
      fillFrame(neverKept, withoutChances, { pathname: "/", search: "" }, NOW)
      expect(slot(neverKept, "flip-card-chances").hasAttribute("data-frame-filled")).toBe(false)
    })
  })

  describe("the affiliate page's income (#30, ROUTE-08)", () => {
    it("#30 says the income left the device kept in baht, and leaves the grey block when it kept none (ROUTE-08)", () => {
      const markup = renderToStaticMarkup(<Skeleton fill="affiliate-income" />)
      const root = document.createElement("div")
      root.innerHTML = markup
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      expect(slot(root, "affiliate-income").textContent).toBe("฿9,127.00")
      expect(slot(root, "affiliate-income").getAttribute("data-frame-filled")).toBe("text")
      const none = document.createElement("div")
      none.innerHTML = markup
      const { affiliateIncome: _kept, ...withoutIncome } = SNAPSHOT
      fillFrame(none, withoutIncome, { pathname: "/", search: "" }, NOW)
      expect(slot(none, "affiliate-income").hasAttribute("data-frame-filled")).toBe(false)
    })
  })

  describe("the prize wheel's disc (#30, ROUTE-18)", () => {
    const wheelFrame = () => {
      const root = document.createElement("div")
      root.innerHTML = renderToStaticMarkup(<WheelDiscSkeleton />)
      return root
    }
    const drawing = (root: HTMLElement) => slot(root, "wheel").shadowRoot
    // The wheel frame's own fill draws it (frame-fill-wheel-entry.ts); every other frame's has no drawing.
    const DRAWINGS = { wheel: drawKeptWheel }

    it("#30 draws the kept disc as the app's WheelDisc does: the same slices, labels (as text), colours, outlines, hub and pointer (ROUTE-18, UI-18)", () => {
      const root = wheelFrame()
      fillFrame(root, SNAPSHOT, { pathname: "/", search: "" }, NOW, DRAWINGS)
      const shadow = drawing(root)
      if (shadow === null) throw new Error("no disc was drawn")
      const app = document.createElement("div")
      app.innerHTML = renderToStaticMarkup(
        <WheelDisc
          segments={(SNAPSHOT.wheel ?? []).map((kept, id) => ({ ...kept, id, kind: "none", value: 0 }))}
          rotation={0}
          onStopped={() => undefined}
        />
      )
      const shape = (scope: ParentNode) =>
        Array.from(scope.querySelectorAll("path, text, circle")).map((element) =>
          ["d", "fill", "stroke", "stroke-width", "transform", "r", "cx", "cy", "font-size", "font-weight"].map(
            (name) => element.getAttribute(name)
          )
        )
      expect(shape(shadow)).toEqual(shape(app))
      expect(Array.from(shadow.querySelectorAll("text"), (text) => text.textContent)).toEqual([
        "เครดิต <b>฿20</b>",
        "50 แต้ม",
        "ลองใหม่นะ"
      ])
      expect(shadow.querySelector("b")).toBeNull()
    })

    it("#30 draws nothing over the grey disc when the device kept no wheel or one segment, and never twice (ROUTE-18)", () => {
      const { wheel: _kept, ...withoutWheel } = SNAPSHOT
      const none = wheelFrame()
      fillFrame(none, withoutWheel, { pathname: "/", search: "" }, NOW, DRAWINGS)
      expect(drawing(none)).toBeNull()
      const one = wheelFrame()
      fillFrame(
        one,
        { ...SNAPSHOT, wheel: SNAPSHOT.wheel?.slice(0, 1) ?? [] },
        { pathname: "/", search: "" },
        NOW,
        DRAWINGS
      )
      expect(drawing(one)).toBeNull()
      const twice = wheelFrame()
      fillFrame(twice, SNAPSHOT, { pathname: "/", search: "" }, NOW, DRAWINGS)
      fillFrame(twice, SNAPSHOT, { pathname: "/", search: "" }, NOW, DRAWINGS)
      expect(drawing(twice)?.querySelectorAll("text")).toHaveLength(3)
      const withoutDrawing = wheelFrame()
      fillFrame(withoutDrawing, SNAPSHOT, { pathname: "/", search: "" }, NOW)
      expect(drawing(withoutDrawing)).toBeNull()
    })
  })
})
