import { WITHDRAWALS_PER_DAY } from "./constants"

import type { LevelTier } from "./level-schema"

export type { Criteria, LevelTier } from "./level-schema"

const vip = {
  NAME: "vip",
  LABEL: "VIP",
  STATUS: "closed",
  DISABLED: true,
  CRITERIA: "month",
  ENTRY_AMOUNT: 5_000_000,
  COLOR: "#b9a0ff",
  IMG: "/assets/levels/vip.svg",
  LOST_PERCENT: 15,
  WITHDRAW_LIMIT: { amount: 100_000, per: "transaction" },
  WITHDRAWALS_PER_DAY,
  NEXT_LEVEL_AMOUNT: 99_999_999,
  MAX_AMOUNT: 200_000,
  DESCRIPTION: ["ยอดฝากสะสม ฿5,000,000.00 ต่อเดือน", "คืนยอดเสีย 15%", "ถอนได้ครั้งละ ฿100,000.00 วันละ 5 ครั้ง"]
} as const satisfies Omit<LevelTier, "ID">

/**
 * The member tiers (LEVEL-01..LEVEL-09). MAX_AMOUNT is the largest single withdrawal; null means no
 * cap (AMB-12). Tier 6 copies tier 5 and both stay disabled (AMB-10).
 */
export const LEVEL_TIERS: ReadonlyArray<LevelTier> = [
  {
    ID: 1,
    NAME: "silver",
    LABEL: "Silver",
    STATUS: "active",
    DISABLED: false,
    CRITERIA: "cumulative",
    ENTRY_AMOUNT: 1,
    COLOR: "#c0c7d1",
    IMG: "/assets/levels/silver.svg",
    LOST_PERCENT: 5,
    WITHDRAW_LIMIT: { amount: 100_000, per: "day" },
    WITHDRAWALS_PER_DAY,
    NEXT_LEVEL_AMOUNT: 50_000,
    MAX_AMOUNT: null,
    DESCRIPTION: ["ยอดฝากสะสม ฿1.00 ขึ้นไป", "คืนยอดเสีย 5%", "ถอนได้วันละ ฿100,000.00 สูงสุด 5 ครั้ง"]
  },
  {
    ID: 2,
    NAME: "gold",
    LABEL: "Gold",
    STATUS: "active",
    DISABLED: false,
    CRITERIA: "cumulative",
    ENTRY_AMOUNT: 50_000,
    COLOR: "#f5c542",
    IMG: "/assets/levels/gold.svg",
    LOST_PERCENT: 5,
    WITHDRAW_LIMIT: { amount: 300_000, per: "day" },
    WITHDRAWALS_PER_DAY,
    NEXT_LEVEL_AMOUNT: 300_000,
    MAX_AMOUNT: null,
    DESCRIPTION: ["ยอดฝากสะสม ฿50,000.00", "คืนยอดเสีย 5%", "ถอนได้วันละ ฿300,000.00 สูงสุด 5 ครั้ง"]
  },
  {
    ID: 3,
    NAME: "platinum",
    LABEL: "Platinum",
    STATUS: "active",
    DISABLED: false,
    CRITERIA: "month",
    ENTRY_AMOUNT: 300_000,
    COLOR: "#7fd3e6",
    IMG: "/assets/levels/platinum.svg",
    LOST_PERCENT: 7,
    WITHDRAW_LIMIT: { amount: 500_000, per: "day" },
    WITHDRAWALS_PER_DAY,
    NEXT_LEVEL_AMOUNT: 1_000_000,
    MAX_AMOUNT: null,
    DESCRIPTION: ["ยอดฝาก ฿300,000.00 ภายในเดือน", "คืนยอดเสีย 7%", "ถอนได้วันละ ฿500,000.00 สูงสุด 5 ครั้ง"]
  },
  {
    ID: 4,
    NAME: "diamond",
    LABEL: "Diamond",
    STATUS: "active",
    DISABLED: false,
    CRITERIA: "month",
    ENTRY_AMOUNT: 1_000_000,
    COLOR: "#8fb8ff",
    IMG: "/assets/levels/diamond.svg",
    LOST_PERCENT: 10,
    WITHDRAW_LIMIT: { amount: 1_000_000, per: "day" },
    WITHDRAWALS_PER_DAY,
    NEXT_LEVEL_AMOUNT: 5_000_000,
    MAX_AMOUNT: 200_000,
    DESCRIPTION: ["ยอดฝาก ฿1,000,000.00 ภายในเดือน", "คืนยอดเสีย 10%", "ถอนได้วันละ ฿1,000,000.00 ครั้งละไม่เกิน ฿200,000.00"]
  },
  { ID: 5, ...vip },
  { ID: 6, ...vip }
]

/** Unknown level values show as "-" (OPEN-71). */
export const UNKNOWN_LEVEL_NAME = "-"

export const levelTier = (level: number): LevelTier | undefined => LEVEL_TIERS.find((tier) => tier.ID === level)

/** The tier NAME of a level value (LEVEL-12). */
export const levelName = (level: number): string => levelTier(level)?.NAME ?? UNKNOWN_LEVEL_NAME

/** The next enabled tier a player can aim for; disabled tiers are never a target (LEVEL-11). */
export const nextTier = (level: number): LevelTier | undefined =>
  LEVEL_TIERS.find((tier) => tier.ID > level && !tier.DISABLED)

/**
 * A level as players read it (OPEN-53): the tier's display name, "Silver" … "VIP", or "-" for an
 * unknown value (OPEN-71). The one formatter of the balance card, the levels dialog, the ranking
 * and the profile; `levelName` stays the tier NAME the chat widget is told (LEVEL-12).
 */
export const levelDisplayName = (level: number): string => levelTier(level)?.LABEL ?? UNKNOWN_LEVEL_NAME

/**
 * The tiers the levels dialog lists: tier 6 copies tier 5 (AMB-10), so a player sees VIP once (#14).
 * The first tier of each display name is kept. A function, not a constant: a call at module level
 * would be a side effect the bundler keeps, pulling this table into every page's first chunk.
 */
export const distinctLevelTiers = (): ReadonlyArray<LevelTier> =>
  LEVEL_TIERS.filter((tier, index) => LEVEL_TIERS.findIndex((other) => other.LABEL === tier.LABEL) === index)
