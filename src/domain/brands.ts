import { THEME_COLOUR } from "./constants"

import type { Brand } from "./brand-schema"

export type { Brand } from "./brand-schema"

const brand = (clientId: string, name: string, themeColour: string, overrides: Partial<Brand> = {}): Brand => ({
  clientId,
  name,
  themeColour,
  hosts: [`${clientId}.member.test`],
  showWithdrawInBottomBar: false,
  alternatePublicLayout: false,
  chatPropertyId: null,
  ...overrides
})

/** The supported brands (CONST-20). "goldbet" is the default brand of the reference setup. */
export const BRANDS: ReadonlyArray<Brand> = [
  brand("goldbet", "GoldBet", THEME_COLOUR, { chatPropertyId: "demo-goldbet", showWithdrawInBottomBar: true }),
  brand("siamwin", "SiamWin", "#22c55e", { chatPropertyId: "demo-siamwin" }),
  brand("luckyth", "LuckyTH", "#f97316"),
  brand("royal88", "Royal88", "#eab308"),
  brand("ufaking", "UFA King", "#38bdf8"),
  brand("betflix", "BetFlix", "#ef4444"),
  brand("jokerth", "JokerTH", "#a855f7"),
  brand("pgwin", "PG Win", "#14b8a6"),
  brand("megabet", "MegaBet", "#f59e0b"),
  brand("nagabet", "NagaBet", "#10b981", { alternatePublicLayout: true }),
  brand("tigerth", "TigerTH", "#fb923c"),
  brand("lotto24", "Lotto24", "#facc15"),
  brand("sabai99", "Sabai99", "#34d399"),
  brand("chokdee", "ChokDee", "#fbbf24"),
  brand("rich168", "Rich168", "#f472b6"),
  brand("wow888", "Wow888", "#60a5fa"),
  brand("ace333", "Ace333", "#c084fc"),
  brand("kingbet", "KingBet", "#fde047"),
  brand("starwin", "StarWin", "#93c5fd"),
  brand("thaibet", "ThaiBet", "#4ade80"),
  brand("max777", "Max777", "#fca5a5"),
  brand("ngernd", "NgernD", "#fcd34d")
]

export const DEFAULT_BRAND_ID = "goldbet"

export const brandById = (clientId: string): Brand | undefined => BRANDS.find((b) => b.clientId === clientId)

/** True when the hostname is one of a brand's configured hosts (ROLE-06). */
export const isBrandedHost = (hostname: string): boolean => BRANDS.some((b) => b.hosts.includes(hostname.toLowerCase()))

/**
 * The running brand: the one whose hosts include the page's hostname, else the configured default,
 * else the first brand. An unknown host still gets a working site (OPEN-22).
 */
export const chooseBrand = (hostname: string, defaultClientId: string | undefined): Brand => {
  const host = hostname.toLowerCase()
  const fallback = BRANDS[0]
  if (fallback === undefined) throw new Error("The brand registry is empty")
  return (
    BRANDS.find((b) => b.hosts.includes(host)) ??
    (defaultClientId === undefined ? undefined : brandById(defaultClientId)) ??
    fallback
  )
}
