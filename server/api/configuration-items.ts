import type { ConfigurationItem, ConfigurationKey } from "../../src/domain/configuration"

// The configuration images (ENT-07, ENT-08), shipped in server/content/ and served at /content/.

export const CONTENT_PREFIX = "/content/"

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

/** The not-found placeholder for images that fail to load (UI-03, OPEN-52). */
export const PLACEHOLDER_PATH = `${CONTENT_PREFIX}placeholder.svg`

export const CONFIGURATION_ITEMS: ReadonlyArray<ConfigurationItem> = Object.entries(IMAGES).map(([key, file]) => ({
  key,
  value: { data: { path: `${CONTENT_PREFIX}${file}` } }
}))
