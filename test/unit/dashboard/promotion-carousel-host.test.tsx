// @vitest-environment jsdom
// #16: a returning player's dashboard carousel paints from the banners the device's snapshot kept,
// before the configuration list arrives; the list's own banners then take over.
import { act, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { PromotionCarouselHost } from "../../../src/routes/dashboard/promotion-carousel-host"
import { renderScreen } from "../../support/render-screen"
import { snapshotOf } from "../shell-snapshot/fixtures"

const kept = snapshotOf({
  banners: [
    { key: "media.promotion.1", title: "ฝากแรกของวัน รับโบนัส 10%", image: "/content/media/banner-1.svg" },
    { key: "media.promotion.2", title: "คืนยอดเสียทุกสัปดาห์", image: "/content/media/banner-2.svg" }
  ]
})

const promotion = (id: string, title: string) => ({
  key: `media.promotion.${id}`,
  value: { data: { path: `/content/media/banner-${id}.svg`, title, terms: "ทำยอด 1 เท่า" } }
})

const slideLinks = () => within(screen.getByRole("region", { name: "โปรโมชั่นแนะนำ" })).getAllByRole("link")

/** Each slide's words (its title, then its verb) and where it leads. */
const slides = () => slideLinks().map((link) => ({ text: link.textContent, href: link.getAttribute("href") }))

/** A configuration banner that leads to a player page. */
const linked = (id: string, title: string, link: string) => {
  const item = promotion(id, title)
  return { ...item, value: { data: { ...item.value.data, link } } }
}

describe("the dashboard's promotion carousel (#16, ROUTE-04)", () => {
  it("shows the snapshot's banners before the configuration, then the configuration's", () => {
    const { harness } = renderScreen(<PromotionCarouselHost />, {
      events: [{ _tag: "ShellSnapshotRestored", snapshot: kept }]
    })
    // Banners kept without a link (a snapshot from before #29) open their terms.
    expect(slides()).toEqual([
      { text: "ฝากแรกของวัน รับโบนัส 10%ดูเงื่อนไข", href: "/auth/media/promotion#promotion-1" },
      { text: "คืนยอดเสียทุกสัปดาห์ดูเงื่อนไข", href: "/auth/media/promotion#promotion-2" }
    ])
    act(() =>
      harness.store.dispatch({
        _tag: "ConfigurationLoaded",
        data: [promotion("3", "สมาชิกใหม่ รับเครดิตฟรี"), promotion("1", "ฝากแรกของวัน รับโบนัส 10%")]
      })
    )
    expect(slides().map((slide) => slide.text)).toEqual(["ฝากแรกของวัน รับโบนัส 10%ดูเงื่อนไข", "สมาชิกใหม่ รับเครดิตฟรีดูเงื่อนไข"])
  })

  it("#29 each banner leads to its offer with that page's verb; the loss refund's says the player's own rate", () => {
    const { harness } = renderScreen(<PromotionCarouselHost />, {
      // Level 3 (Platinum) is refunded 7%, not the 5–15% the banner's terms speak of.
      events: [{ _tag: "ShellSnapshotRestored", snapshot: snapshotOf({ level: 3 }) }]
    })
    act(() =>
      harness.store.dispatch({
        _tag: "ConfigurationLoaded",
        data: [
          linked("1", "ฝากแรกของวัน รับโบนัส 10%", "/auth/deposit"),
          linked("2", "คืนยอดเสียทุกสัปดาห์", "/auth/winlost"),
          linked("3", "ชวนเพื่อน รับค่าแนะนำ", "/auth/affiliate"),
          linked("4", "ลิงก์ไปเว็บอื่น", "//evil.example/auth")
        ]
      })
    )
    expect(slides()).toEqual([
      { text: "ฝากแรกของวัน รับโบนัส 10%ฝากเลย", href: "/auth/deposit" },
      { text: "คืนยอดเสียทุกสัปดาห์ระดับ Platinum ของคุณรับคืน 7%ดูยอดคืนของฉัน", href: "/auth/winlost" },
      { text: "ชวนเพื่อน รับค่าแนะนำชวนเพื่อน", href: "/auth/affiliate" },
      // A link off the player's pages is dropped: the banner stays and opens its terms.
      { text: "ลิงก์ไปเว็บอื่นดูเงื่อนไข", href: "/auth/media/promotion#promotion-4" }
    ])
  })

  it("shows nothing without a snapshot's banners until the configuration arrives", () => {
    renderScreen(<PromotionCarouselHost />, { events: [{ _tag: "ShellSnapshotRestored", snapshot: snapshotOf() }] })
    expect(screen.queryByRole("region", { name: "โปรโมชั่นแนะนำ" })).toBeNull()
  })
})
