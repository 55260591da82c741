import type { ConfigurationItem } from "./configuration-schema"

export type { ConfigurationItem } from "./configuration-schema"

/** The configuration keys the UI knows (ENT-08) and the slot each fills (AMB-21). */
export const CONFIGURATION_KEYS = [
  "home.normal.logo",
  "home.normal.background",
  "home.top.background",
  "home.top.casino",
  "home.top.slot",
  "home.top.sport",
  "home.top.contact",
  "home.menuBottom.allGame",
  "home.dashboard.huay",
  "home.dashboard.allGame"
] as const
export type ConfigurationKey = (typeof CONFIGURATION_KEYS)[number]

export type ConfigurationMap = Readonly<Record<string, ConfigurationItem>>

/** The list becomes a map by key; a later duplicate wins (STORE-08). */
export const toConfigurationMap = (items: ReadonlyArray<ConfigurationItem>): ConfigurationMap =>
  Object.fromEntries(items.map((item) => [item.key, item]))

export const imagePath = (map: ConfigurationMap, key: ConfigurationKey): string | null =>
  map[key]?.value.data.path ?? null
