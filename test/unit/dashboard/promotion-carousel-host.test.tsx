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

const slideTitles = () =>
  within(screen.getByRole("region", { name: "โปรโมชั่นแนะนำ" }))
    .getAllByRole("link")
    .map((link) => link.textContent)

describe("the dashboard's promotion carousel (#16, ROUTE-04)", () => {
  it("shows the snapshot's banners before the configuration, then the configuration's", () => {
    const { harness } = renderScreen(<PromotionCarouselHost />, {
      events: [{ _tag: "ShellSnapshotRestored", snapshot: kept }]
    })
    expect(slideTitles()).toEqual(["ฝากแรกของวัน รับโบนัส 10%", "คืนยอดเสียทุกสัปดาห์"])
    act(() =>
      harness.store.dispatch({
        _tag: "ConfigurationLoaded",
        data: [promotion("3", "สมาชิกใหม่ รับเครดิตฟรี"), promotion("1", "ฝากแรกของวัน รับโบนัส 10%")]
      })
    )
    expect(slideTitles()).toEqual(["ฝากแรกของวัน รับโบนัส 10%", "สมาชิกใหม่ รับเครดิตฟรี"])
  })

  it("shows nothing without a snapshot's banners until the configuration arrives", () => {
    renderScreen(<PromotionCarouselHost />, { events: [{ _tag: "ShellSnapshotRestored", snapshot: snapshotOf() }] })
    expect(screen.queryByRole("region", { name: "โปรโมชั่นแนะนำ" })).toBeNull()
  })
})
