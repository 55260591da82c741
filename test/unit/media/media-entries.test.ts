import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { toConfigurationMap } from "../../../src/domain/configuration"
import { ConfigurationList, type ConfigurationItem } from "../../../src/domain/configuration-schema"
import { moviesOf, promotionBannersOf } from "../../../src/domain/media"
import { DEMO_CONFIGURATION } from "../../../src/domain/demo/site"

// The media pages' entries from the configuration list (issue #13, OPEN-64): `media.movie.*`
// (title, poster, video) and `media.promotion.*` (image, title, terms), decoded with the list.

const decode = Schema.decodeUnknownEither(ConfigurationList)

const movie = (
  key: string,
  data: { readonly path: string; readonly title?: string; readonly video?: string }
): ConfigurationItem => ({ key: `media.movie.${key}`, value: { data } })

describe("media configuration entries (#13, OPEN-64)", () => {
  it("decodes an image key as before (the existing items keep their shape)", () => {
    const items = decode([{ key: "home.normal.logo", value: { data: { path: "/content/logo.svg" } } }])
    expect(items).toEqual(Either.right([{ key: "home.normal.logo", value: { data: { path: "/content/logo.svg" } } }]))
  })

  it("skips a malformed entry and keeps the rest of the list (one bad banner never hides the logo)", () => {
    const items = decode([
      { key: "home.normal.logo", value: { data: { path: "/content/logo.svg" } } },
      { key: "media.movie.bad", value: { data: { path: 42 } } },
      { key: "media.movie.1", value: { data: { path: "/p.svg", title: "ก", video: "/v.webm" } } },
      "not an item",
      null
    ])
    expect(Either.isRight(items)).toBe(true)
    if (Either.isRight(items))
      expect(items.right.map((item) => item.key)).toEqual(["home.normal.logo", "media.movie.1"])
  })

  it("still refuses an answer that is not a list at all", () => {
    expect(Either.isLeft(decode({ key: "home.normal.logo" }))).toBe(true)
  })

  it("reads the movies in key order with title, poster and video", () => {
    const map = toConfigurationMap([
      movie("2", { path: "/content/media/poster-2.svg", title: "สอง", video: "/content/media/clip-2.webm" }),
      movie("1", { path: "/content/media/poster-1.svg", title: "หนึ่ง", video: "/content/media/clip-1.webm" })
    ])
    expect(moviesOf(map)).toEqual([
      {
        key: "media.movie.1",
        title: "หนึ่ง",
        poster: "/content/media/poster-1.svg",
        video: "/content/media/clip-1.webm"
      },
      { key: "media.movie.2", title: "สอง", poster: "/content/media/poster-2.svg", video: "/content/media/clip-2.webm" }
    ])
  })

  it("leaves out a movie without a title or video, or pointing at another host", () => {
    const map = toConfigurationMap([
      movie("1", { path: "/p.svg", video: "/v.webm" }),
      movie("2", { path: "/p.svg", title: "  ", video: "/v.webm" }),
      movie("3", { path: "/p.svg", title: "ก" }),
      movie("4", { path: "/p.svg", title: "ก", video: "https://cdn.example/v.webm" }),
      movie("5", { path: "//cdn.example/p.svg", title: "ก", video: "/v.webm" })
    ])
    expect(moviesOf(map)).toEqual([])
  })

  it("reads the promotion banners with their terms; one without terms is left out", () => {
    const map = toConfigurationMap([
      { key: "media.promotion.1", value: { data: { path: "/b.svg", title: "โบนัส", terms: "ทำเทิร์น 5 เท่า" } } },
      { key: "media.promotion.2", value: { data: { path: "/b.svg", title: "ไม่มีเงื่อนไข" } } },
      { key: "home.top.slot", value: { data: { path: "/slot.svg" } } }
    ])
    expect(promotionBannersOf(map)).toEqual([
      { key: "media.promotion.1", title: "โบนัส", image: "/b.svg", terms: "ทำเทิร์น 5 เท่า" }
    ])
  })

  it("#29 keeps a banner's link to a player page and drops one to anywhere else, keeping the banner", () => {
    const banner = (id: string, link: string) => ({
      key: `media.promotion.${id}`,
      value: { data: { path: "/b.svg", title: `โปร ${id}`, terms: "ทำเทิร์น 1 เท่า", link } }
    })
    const map = toConfigurationMap([
      banner("1", "/auth/deposit"),
      banner("2", "https://evil.example/auth/deposit"),
      banner("3", "//evil.example"),
      banner("4", "/\\evil.example"),
      banner("5", "/auth/deposit?next=//evil.example"),
      banner("6", "/login")
    ])
    expect(promotionBannersOf(map).map((entry) => [entry.key, entry.link])).toEqual([
      ["media.promotion.1", "/auth/deposit"],
      ["media.promotion.2", undefined],
      ["media.promotion.3", undefined],
      ["media.promotion.4", undefined],
      ["media.promotion.5", undefined],
      ["media.promotion.6", undefined]
    ])
  })

  it("the demo list has four movies and three banners, all local", () => {
    const map = toConfigurationMap(DEMO_CONFIGURATION)
    expect(moviesOf(map)).toHaveLength(4)
    expect(promotionBannersOf(map)).toHaveLength(3)
  })
})
