import { CONFIGURATION_KEYS, type ConfigurationItem, type ConfigurationKey } from "../configuration"
import type { GlobalSetting, UserSetting } from "../settings"
import { DEMO_MEDIA_CONFIGURATION } from "./media"

// The demo brand's public side: its promotion, LINE ids, images and online count. The reference
// server (server/) serves them and the development scenarios (src/runtime/scenarios/) answer with
// them; this folder is their one source (lint lets nothing else import it). Every value is fake.

/** The public promotion of GET /api/setting, and most players' own (AMB-17). */
export const DEMO_PROMOTION: UserSetting = {
  bonusMax: 500,
  bonusRate: 10,
  bonusTimeStart: "09:00:00",
  bonusTimeEnd: "12:00:00",
  endNumberBonus: 150,
  bonusRate2: 5,
  bonusTimeStart2: "20:00:00",
  bonusTimeEnd2: "23:59:00",
  endNumberBonus2: 99
}

/** A player without a promotion, so the empty panel ('ยังไม่มีโปรโมชั่นในขณะนี้') can be seen. */
export const NO_PROMOTION: UserSetting = { ...DEMO_PROMOTION, bonusMax: 0 }

export const DEMO_LINE_IDS = { line1: "@goldbet", line2: "@goldbet2" } as const

export const DEMO_GLOBAL_SETTING: GlobalSetting = {
  line: { line1: { id: DEMO_LINE_IDS.line1 }, line2: { id: DEMO_LINE_IDS.line2 } },
  promotion: DEMO_PROMOTION
}

/** The online count shown before sockets add their players (the reference server's socket). */
export const DEMO_ONLINE_BASE = 1200

/** Where the configuration images are served (server/content/ in the reference server). */
export const DEMO_CONTENT_PREFIX = "/content/"

const IMAGES: Readonly<Record<ConfigurationKey, string>> = {
  "home.normal.logo": "logo.svg",
  "home.normal.background": "background.svg",
  "home.top.background": "header-background.svg",
  "home.top.casino": "casino.svg",
  "home.top.slot": "slot.svg",
  "home.top.sport": "sport.svg",
  "home.top.contact": "contact.svg",
  "home.menuBottom.allGame": "all-games-bar.svg",
  "home.dashboard.huay": "lottery.svg",
  "home.dashboard.allGame": "all-games.svg"
}

/** The configuration images (ENT-07, ENT-08): the same list for guests and players. */
export const DEMO_CONFIGURATION: ReadonlyArray<ConfigurationItem> = [
  ...CONFIGURATION_KEYS.map((key) => ({
    key,
    value: { data: { path: `${DEMO_CONTENT_PREFIX}${IMAGES[key]}` } }
  })),
  ...DEMO_MEDIA_CONFIGURATION
]
