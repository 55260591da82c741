import { THEME_COLOUR } from "./constants"

import type { Brand } from "./brand-schema"

export type { Brand } from "./brand-schema"

// The brand registry is data (#32): /brands.json, read by the server, which writes the running
// brand into every page it serves (domain/inline-brand.ts). What stays in the code is the rule that
// picks a brand for a hostname, and one brand to fall back on when a page carries none (a static
// host without the reference server, the Vite dev server before its fetch, a unit test).

export const DEFAULT_BRAND_ID = "goldbet"

/** The brand a page without brand data shows: the reference setup's default, as public/brands.json has it. */
export const DEFAULT_BRAND: Brand = {
  clientId: DEFAULT_BRAND_ID,
  name: "GoldBet",
  themeColour: THEME_COLOUR,
  hosts: [`${DEFAULT_BRAND_ID}.member.test`],
  showWithdrawInBottomBar: true,
  alternatePublicLayout: false,
  chatPropertyId: "demo-goldbet"
}

/**
 * The running brand of a list: the one whose hosts include the hostname, else the configured
 * default, else the list's first, else DEFAULT_BRAND. An unknown host still gets a working site (OPEN-22).
 */
export const chooseBrand = (
  brands: ReadonlyArray<Brand>,
  hostname: string,
  defaultClientId: string | undefined
): Brand => {
  const host = hostname.toLowerCase()
  return (
    brands.find((b) => b.hosts.includes(host)) ??
    brands.find((b) => b.clientId === defaultClientId) ??
    brands[0] ??
    DEFAULT_BRAND
  )
}
