import type { GameCategory } from "../game"

// The demo's game providers: who they are and how many games each has in each category it serves.
// Some serve two or three categories, as real studios do (a slot studio with fishing games); the
// hot tab lists whoever has hot games. Slot has the four slot types of the spec (PROD-11) and one
// provider with 500 games (issue #11), so the lobby is measured at the size players meet.

export type ListedCategory = Exclude<GameCategory, "hot">

export interface DemoProvider {
  readonly code: string
  readonly name: string
  /** How many games the provider has in each category it serves. */
  readonly games: Partial<Readonly<Record<ListedCategory, number>>>
}

export const DEMO_PROVIDERS: ReadonlyArray<DemoProvider> = [
  { code: "JK", name: "Joker Kingdom", games: { slot: 500, fishing: 24 } },
  { code: "AC", name: "Ace Club", games: { slot: 96, card: 18 } },
  { code: "SG", name: "Siam Gaming", games: { slot: 84, fishing: 18, card: 24 } },
  { code: "XE", name: "Xeno Entertainment", games: { slot: 72 } },
  { code: "SPX", name: "Spinix", games: { slot: 60, fishing: 14 } },
  { code: "RDG", name: "Red Dragon Gaming", games: { slot: 48, fishing: 12 } },
  { code: "GMT", name: "Gemtopia", games: { slot: 36 } },
  { code: "LKS", name: "Lucky Seven Studio", games: { slot: 120 } },
  { code: "NAGA", name: "Naga Reels", games: { slot: 28 } },
  { code: "FSH", name: "Fish Hunter Studio", games: { fishing: 30 } },
  { code: "OCN", name: "Ocean King Games", games: { fishing: 16 } },
  { code: "KRK", name: "Kraken Play", games: { fishing: 20 } },
  { code: "AEC", name: "Asia Casino Live", games: { casino: 40 } },
  { code: "DGL", name: "Dragon Gold Live", games: { casino: 32 } },
  { code: "VIVA", name: "Viva Live Casino", games: { casino: 28 } },
  { code: "RYL", name: "Royal Palace Casino", games: { casino: 24 } },
  { code: "GLX", name: "Galaxy Live", games: { casino: 20 } },
  { code: "SA8", name: "Siam Ace 8", games: { casino: 36, card: 12 } },
  { code: "EVR", name: "Evermore Live", games: { casino: 60 } },
  { code: "KNG", name: "King Card Games", games: { card: 30 } },
  { code: "DMY", name: "Dummy Club", games: { card: 14 } },
  { code: "KTG", name: "Kaeng Thai Games", games: { card: 16 } },
  { code: "SBT", name: "SportBet Thai", games: { sport: 8 } },
  { code: "KBT", name: "Kick Bet", games: { sport: 6 } },
  { code: "ARN", name: "Arena Sports", games: { sport: 10 } },
  { code: "MUAY", name: "Muay Live", games: { sport: 3 } },
  { code: "GOAL", name: "Goal Line", games: { sport: 5 } },
  { code: "VSP", name: "Virtual Sports Pro", games: { sport: 12 } },
  { code: "THL", name: "Thai Lotto Hub", games: { lotto: 12 } },
  { code: "LAO", name: "Lao Star Lotto", games: { lotto: 4 } },
  { code: "HNI", name: "Hanoi Lotto", games: { lotto: 3 } },
  { code: "YKE", name: "Yeekee Lotto", games: { lotto: 1 } },
  { code: "STK", name: "Stock Lotto", games: { lotto: 6 } },
  { code: "GLD", name: "Golden Lotto", games: { lotto: 9 } }
]

/** A game code's prefix per category: codes stay unique within a provider that serves several. */
export const CATEGORY_CODE_PREFIX: Readonly<Record<ListedCategory, string>> = {
  slot: "SL",
  fishing: "FH",
  casino: "CS",
  card: "CD",
  sport: "SP",
  lotto: "LT"
}
