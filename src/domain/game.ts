export const GAME_CATEGORIES = ["casino", "sport", "fishing", "card", "lotto", "slot", "hot"] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]
export const DEFAULT_GAME_CATEGORY: GameCategory = "sport"

export const SLOT_TYPES = ["JK", "AC", "SG", "XE"] as const
export type SlotType = (typeof SLOT_TYPES)[number]

export const LOG_KINDS = ["af", "wl"] as const
export type LogKind = (typeof LOG_KINDS)[number]
