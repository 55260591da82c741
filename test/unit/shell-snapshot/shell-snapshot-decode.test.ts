import { Option, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { decodeShellSnapshot, type ShellSnapshot } from "../../../src/domain/shell-snapshot"
import { ShellSnapshotJson, ShellSnapshotSchema } from "../../../src/domain/shell-snapshot-schema"
import { snapshotOf } from "./fixtures"

// #16: the snapshot is decoded twice over: by the Schema where the runtime writes it, and by the
// hand-written decoder at first paint (effect is not loaded yet). They must accept and refuse the
// same bytes, and give the same value.

const bySchema = (text: string): ShellSnapshot | null =>
  Option.getOrNull(Schema.decodeUnknownOption(ShellSnapshotJson)(text))

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const oneType: Same<typeof ShellSnapshotSchema.Type, ShellSnapshot> = true

const slide = { key: "media.promotion.01", title: "โบนัสต้อนรับ 100%", image: "/content/promotion/welcome.webp" }
const provider = { code: "JK", name: "Joker Kingdom", logo: "/content/providers/jk.svg", gameCount: 500 }
const tab = { category: "slot", providers: [provider] }
const cover = { key: "media.movie.01", title: "ไฮไลต์บอลคืนนี้", poster: "/content/media/poster-1.svg" }
const category = { id: 9, name: "บัตรกำนัล", image: "/assets/rewards/category-voucher.svg", itemCount: 12 }
const segment = { colour: "#c62828", label: "เครดิต ฿20" }
const chances = { day: "2026-11-28", playsLeft: 2, playsPerDay: 3 }
const game = { code: "SL0001", name: "ไวกิ้งซุปเปอร์", image: "/game-art/JK/SL0001.svg" }
const kept = { category: "slot", provider: "JK", name: "Joker Kingdom", games: [game] }
const keptGames = (count: number) => Array.from({ length: count }, (_, i) => ({ ...game, code: `SL${i}` }))
const valid = snapshotOf({
  banners: [slide],
  lobby: [{ category: "slot", providers: [provider] }],
  movies: [cover],
  rewards: [category],
  flipCard: chances,
  affiliateIncome: satang(9_127_00),
  wheel: [segment, { colour: "#1565c0", label: "50 แต้ม" }],
  providerGames: { category: "slot", provider: "JK", name: "Joker Kingdom", games: [game] }
})
const withField = (field: string, value: unknown) => JSON.stringify({ ...valid, [field]: value })
const without = (field: keyof ShellSnapshot) => {
  const copy: Record<string, unknown> = { ...valid }
  delete copy[field]
  return JSON.stringify(copy)
}

const cases: ReadonlyArray<readonly [string, string]> = [
  ["a valid snapshot", JSON.stringify(valid)],
  ["no images", withField("images", {})],
  ["a zero balance", withField("balance", 0)],
  ["the largest balance", withField("balance", 100_000_000_000 * 100)],
  ["a balance over the largest", withField("balance", 100_000_000_000 * 100 + 1)],
  ["a wrong version", withField("version", 2)],
  ["a version as text", withField("version", "1")],
  ["a missing username", without("username")],
  ["an empty username", withField("username", "")],
  ["a missing name", without("name")],
  ["a missing balance", without("balance")],
  ["a missing savedAt", without("savedAt")],
  ["a missing images", without("images")],
  ["a negative balance", withField("balance", -100)],
  ["a fractional balance (satang are whole)", withField("balance", 12.5)],
  ["a balance as text", withField("balance", "1234")],
  ["a fractional level", withField("level", 1.5)],
  ["a negative savedAt", withField("savedAt", -1)],
  ["an image path that is not text", withField("images", { "home.normal.logo": 7 })],
  ["an image of a key the shell does not read (left out)", withField("images", { "home.top.slot": "/slot.png" })],
  ["a token beside the fields (left out)", withField("token", "secret-token")],
  ["a snapshot without banners (written before they were kept)", without("banners")],
  ["no banners", withField("banners", [])],
  [
    "the most banners kept",
    withField(
      "banners",
      Array.from({ length: 8 }, (_, i) => ({ ...slide, key: `b${i}` }))
    )
  ],
  [
    "one banner too many",
    withField(
      "banners",
      Array.from({ length: 9 }, (_, i) => ({ ...slide, key: `b${i}` }))
    )
  ],
  ["a banner on another host", withField("banners", [{ ...slide, image: "//cdn.example/promo.png" }])],
  ["a banner on an https host", withField("banners", [{ ...slide, image: "https://cdn.example/promo.png" }])],
  // A browser reads a backslash as a slash: "/\\cdn.example" is another host.
  [
    "a banner on another host behind a backslash",
    withField("banners", [{ ...slide, image: "/\\cdn.example/promo.png" }])
  ],
  ["a banner without a title", withField("banners", [{ key: "media.promotion.1", image: "/p.png" }])],
  ["a banner's terms beside it (left out)", withField("banners", [{ ...slide, terms: "ฝากขั้นต่ำ ฿100.00" }])],
  ["banners that are not a list", withField("banners", { 0: slide })],
  ["a banner with its player page (#29)", withField("banners", [{ ...slide, link: "/auth/deposit" }])],
  ["a banner linking to another host", withField("banners", [{ ...slide, link: "//evil.example/auth" }])],
  ["a banner linking off the player's pages", withField("banners", [{ ...slide, link: "/\\evil.example" }])],
  ["a snapshot without movies (written before they were kept, #30)", without("movies")],
  ["no movies", withField("movies", [])],
  ["the most movies kept", withField("movies", [cover, { ...cover, key: "media.movie.02" }])],
  ["one movie too many", withField("movies", [cover, cover, cover])],
  ["a movie's poster on another host", withField("movies", [{ ...cover, poster: "https://cdn.example/p.svg" }])],
  ["a movie without a title", withField("movies", [{ key: cover.key, poster: cover.poster }])],
  ["a movie's clip beside it (left out)", withField("movies", [{ ...cover, video: "/content/media/clip-1.webm" }])],
  ["movies that are not a list", withField("movies", { 0: cover })],
  ["a snapshot without reward categories (written before they were kept, #30)", without("rewards")],
  ["no reward categories", withField("rewards", [])],
  [
    "the most reward categories kept",
    withField(
      "rewards",
      [1, 2, 3, 4].map((id) => ({ ...category, id }))
    )
  ],
  [
    "one reward category too many",
    withField(
      "rewards",
      [1, 2, 3, 4, 5].map((id) => ({ ...category, id }))
    )
  ],
  [
    "a reward category's picture on another host",
    withField("rewards", [{ ...category, image: "//cdn.example/c.svg" }])
  ],
  ["a reward category with id 0", withField("rewards", [{ ...category, id: 0 }])],
  ["a reward category with a fractional count", withField("rewards", [{ ...category, itemCount: 1.5 }])],
  ["a reward category's points beside it (left out)", withField("rewards", [{ ...category, points: 500 }])],
  ["a snapshot without flip card chances (written before they were kept, #30)", without("flipCard")],
  ["no flip card play left", withField("flipCard", { ...chances, playsLeft: 0 })],
  ["flip card chances with more left than a day gives", withField("flipCard", { ...chances, playsLeft: 4 })],
  ["flip card chances of a day written otherwise", withField("flipCard", { ...chances, day: "28/11/2026" })],
  ["flip card chances with a fractional count", withField("flipCard", { ...chances, playsLeft: 1.5 })],
  ["flip card chances with a play beside them (left out)", withField("flipCard", { ...chances, play: { id: 1 } })],
  ["flip card chances that are a list", withField("flipCard", [chances])],
  ["a snapshot without the affiliate income (written before it was kept, #30)", without("affiliateIncome")],
  ["no affiliate income", withField("affiliateIncome", 0)],
  ["an affiliate income over the largest", withField("affiliateIncome", 100_000_000_000 * 100 + 1)],
  ["a negative affiliate income", withField("affiliateIncome", -1)],
  ["a fractional affiliate income (satang are whole)", withField("affiliateIncome", 0.5)],
  ["an affiliate income as text", withField("affiliateIncome", "912700")],
  ["a snapshot without the wheel (written before it was kept, #30)", without("wheel")],
  [
    "the most wheel segments kept",
    withField(
      "wheel",
      Array.from({ length: 16 }, () => segment)
    )
  ],
  [
    "one wheel segment too many",
    withField(
      "wheel",
      Array.from({ length: 17 }, () => segment)
    )
  ],
  ["a wheel segment's colour that is not #rrggbb", withField("wheel", [{ ...segment, colour: "red" }])],
  ["a wheel segment's colour with markup", withField("wheel", [{ ...segment, colour: '#fff" onload="x' }])],
  ["a wheel segment without a label", withField("wheel", [{ colour: segment.colour }])],
  ["a wheel segment's prize beside it (left out)", withField("wheel", [{ ...segment, kind: "credit", value: 2000 }])],
  ["a wheel that is not a list", withField("wheel", { 0: segment })],
  ["a snapshot without a lobby (written before it was kept)", without("lobby")],
  ["a lobby with no tabs", withField("lobby", [])],
  ["a tab without providers", withField("lobby", [{ category: "hot", providers: [] }])],
  [
    "every tab",
    withField(
      "lobby",
      ["casino", "sport", "fishing", "card", "lotto", "slot", "hot"].map((category) => ({ category, providers: [] }))
    )
  ],
  [
    "a tab too many",
    withField(
      "lobby",
      Array.from({ length: 8 }, () => tab)
    )
  ],
  ["the most providers kept", withField("lobby", [{ ...tab, providers: Array.from({ length: 24 }, () => provider) }])],
  ["one provider too many", withField("lobby", [{ ...tab, providers: Array.from({ length: 25 }, () => provider) }])],
  ["an unknown category", withField("lobby", [{ ...tab, category: "bingo" }])],
  [
    "a provider's logo on another host",
    withField("lobby", [{ ...tab, providers: [{ ...provider, logo: "https://cdn.example/jk.svg" }] }])
  ],
  ["a provider's code in small letters", withField("lobby", [{ ...tab, providers: [{ ...provider, code: "jk" }] }])],
  [
    "a provider's fractional game count",
    withField("lobby", [{ ...tab, providers: [{ ...provider, gameCount: 1.5 }] }])
  ],
  [
    "a provider without a name",
    withField("lobby", [{ ...tab, providers: [{ code: "JK", logo: "/jk.svg", gameCount: 1 }] }])
  ],
  ["a provider's other fields (left out)", withField("lobby", [{ ...tab, providers: [{ ...provider, rtp: 96.5 }] }])],
  ["a lobby that is not a list", withField("lobby", { slot: [provider] })],
  ["garbage", "{not json"],
  ["an empty text", ""],
  ["JSON null", "null"],
  ["a snapshot without a provider's games (written before they were kept, #30)", without("providerGames")],
  ["a provider's games: none", withField("providerGames", { ...kept, games: [] })],
  ["a provider's games: the most kept", withField("providerGames", { ...kept, games: keptGames(12) })],
  ["a provider's games: one game too many", withField("providerGames", { ...kept, games: keptGames(13) })],
  [
    "a provider's games: a picture on another host",
    withField("providerGames", { ...kept, games: [{ ...game, image: "//cdn.example/g.svg" }] })
  ],
  [
    "a provider's games: a game code with a slash",
    withField("providerGames", { ...kept, games: [{ ...game, code: "a/b" }] })
  ],
  ["a provider's games: a code in small letters", withField("providerGames", { ...kept, provider: "jk" })],
  ["a provider's games: an unknown category", withField("providerGames", { ...kept, category: "bingo" })],
  [
    "a provider's games: without a name",
    withField("providerGames", { category: "slot", provider: "JK", games: [game] })
  ],
  [
    "a provider's games: without their list",
    withField("providerGames", { category: "slot", provider: "JK", name: "J" })
  ],
  [
    "a provider's games: a badge beside a game (left out)",
    withField("providerGames", { ...kept, games: [{ ...game, badge: "hot" }] })
  ],
  ["a list", "[1,2]"],
  ["a number", "42"]
]

describe("the shell snapshot's two decoders (#16)", () => {
  it("describe one type", () => {
    expect(oneType).toBe(true)
  })

  it.each(cases)("agree on %s", (_, text) => {
    expect(decodeShellSnapshot(text)).toEqual(bySchema(text))
  })

  it("accept a valid snapshot as it was written", () => {
    expect(decodeShellSnapshot(JSON.stringify(valid))).toEqual(valid)
  })

  it("refuse a wrong version, missing fields, negative or fractional satang and garbage", () => {
    for (const [name, text] of cases.filter(([name]) => /wrong|missing|negative|fractional|garbage|empty/.test(name)))
      expect(decodeShellSnapshot(text), name).toBeNull()
  })

  it("refuse banners on another host, too many of them or malformed ones; keep one without banners", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /another host|https host|too many|without a title|not a list|linking/.test(name)
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("banners"))?.banners).toBeUndefined()
    expect(decodeShellSnapshot(withField("banners", [{ ...slide, terms: "x" }]))?.banners).toEqual([slide])
    expect(decodeShellSnapshot(withField("banners", [{ ...slide, link: "/auth/deposit" }]))?.banners).toEqual([
      { ...slide, link: "/auth/deposit" }
    ])
  })

  it("refuse movies on another host, too many of them or malformed ones; keep one without movies (#30)", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /movie's poster on another host|movie too many|movie without a title|movies that are not/.test(name)
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("movies"))?.movies).toBeUndefined()
    expect(decodeShellSnapshot(withField("movies", [{ ...cover, video: "/clip.webm" }]))?.movies).toEqual([cover])
  })

  it("refuse reward categories on another host, too many or malformed; keep one without them (#30)", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /reward category's picture on another host|reward category too many|reward category with/.test(name)
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("rewards"))?.rewards).toBeUndefined()
    expect(decodeShellSnapshot(withField("rewards", [{ ...category, points: 1 }]))?.rewards).toEqual([category])
  })

  it("refuse flip card chances with more left than a day gives or of a day written otherwise; keep one without them (#30)", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /flip card chances (with more|of a day|with a fractional|that are)/.test(name)
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("flipCard"))?.flipCard).toBeUndefined()
    expect(decodeShellSnapshot(withField("flipCard", { ...chances, play: { id: 1 } }))?.flipCard).toEqual(chances)
  })

  it("refuse wheel segments of another colour form, too many or malformed; keep one without them (#30)", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /wheel segment too many|wheel segment's colour|wheel segment without|wheel that is not/.test(name)
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("wheel"))?.wheel).toBeUndefined()
    expect(decodeShellSnapshot(withField("wheel", [{ ...segment, kind: "credit" }]))?.wheel).toEqual([segment])
  })

  it("refuse a lobby with an unknown tab, too many tabs or providers, or a malformed provider; keep one without a lobby", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /tab too many|provider too many|unknown category|provider's (logo|code|fractional)|without a name|lobby that is not/.test(
        name
      )
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("lobby"))?.lobby).toBeUndefined()
    expect(
      decodeShellSnapshot(withField("lobby", [{ ...tab, providers: [{ ...provider, rtp: 96.5 }] }]))?.lobby
    ).toEqual([tab])
  })

  it("refuse a provider's games of another host, too many, of a malformed code, category or name; keep one without them (#30)", () => {
    for (const [name, text] of cases.filter(([name]) =>
      /provider's games: (one game too many|a picture on|a game code|a code in small|an unknown|without)/.test(name)
    ))
      expect(decodeShellSnapshot(text), name).toBeNull()
    expect(decodeShellSnapshot(without("providerGames"))?.providerGames).toBeUndefined()
    expect(
      decodeShellSnapshot(withField("providerGames", { ...kept, games: [{ ...game, badge: "hot" }] }))?.providerGames
    ).toEqual(kept)
  })

  it("agree on any provider's games made of good and bad parts (#30)", () => {
    const anyGame = fc.record({
      code: fc.constantFrom("SL0001", "a/b", "", 7),
      name: fc.oneof(fc.string(), fc.constant(null)),
      image: fc.constantFrom("/game-art/a.svg", "//cdn.example/a.svg", "https://cdn.example/a.svg", "")
    })
    const anyKept = fc.record({
      category: fc.constantFrom("slot", "casino", "bingo", ""),
      provider: fc.constantFrom("JK", "jk", "TOOLONGCODE", 7),
      name: fc.oneof(fc.string(), fc.constant(7)),
      games: fc.array(anyGame, { maxLength: 14 })
    })
    fc.assert(
      fc.property(anyKept, (providerGames) => {
        const text = withField("providerGames", providerGames)
        expect(decodeShellSnapshot(text)).toEqual(bySchema(text))
      })
    )
  })

  it("agree on any lobby made of good and bad parts", () => {
    const anyProvider = fc.record({
      code: fc.constantFrom("JK", "PG", "jk", "TOOLONGCODE", 7),
      name: fc.oneof(fc.string(), fc.constant(null)),
      logo: fc.constantFrom("/content/a.svg", "//cdn.example/a.svg", "https://cdn.example/a.svg", ""),
      gameCount: fc.oneof(fc.nat(), fc.constantFrom(-1, 1.5, "3"))
    })
    const anyTab = fc.record({
      category: fc.constantFrom("slot", "casino", "hot", "bingo", ""),
      providers: fc.array(anyProvider, { maxLength: 26 })
    })
    fc.assert(
      fc.property(fc.array(anyTab, { maxLength: 9 }), (lobby) => {
        const text = withField("lobby", lobby)
        expect(decodeShellSnapshot(text)).toEqual(bySchema(text))
      })
    )
  })

  it("strip a token stored beside the fields", () => {
    const decoded = decodeShellSnapshot(withField("token", "secret-token"))
    expect(decoded).not.toBeNull()
    expect(JSON.stringify(decoded)).not.toContain("secret-token")
  })

  it("agree on any JSON value, and on any snapshot with one field changed", () => {
    const fields = [
      "version",
      "username",
      "name",
      "level",
      "balance",
      "images",
      "banners",
      "lobby",
      "movies",
      "rewards",
      "flipCard",
      "affiliateIncome",
      "wheel",
      "providerGames",
      "savedAt",
      "token"
    ]
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value) ?? "null"
        expect(decodeShellSnapshot(text)).toEqual(bySchema(text))
      })
    )
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.jsonValue(), (field, value) => {
        const text = withField(field, value)
        expect(decodeShellSnapshot(text)).toEqual(bySchema(text))
      })
    )
  })
})
