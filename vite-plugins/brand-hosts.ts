import type { Plugin } from "vite"
import { BRANDS } from "../src/domain/brands"

// The brand registry's hosts as a module of their own (#30): the field-vitals chunk names the
// page's brand, and importing src/domain/brands.ts there would make the first-paint chunk that
// holds the registry (app-main) export one name more, renaming its exports and growing every
// route's first JavaScript. The registry stays the one source; this is its copy made at build time.

export const BRAND_HOSTS_ID = "virtual:brand-hosts"
const RESOLVED_ID = `\0${BRAND_HOSTS_ID}`

/** [clientId, hosts] of every brand, in the registry's order (the first is the last fallback). */
export const brandHostsTable = (): ReadonlyArray<readonly [string, ReadonlyArray<string>]> =>
  BRANDS.map((brand) => [brand.clientId, brand.hosts])

export const brandHosts = (): Plugin => ({
  name: "brand-hosts",
  resolveId: (id) => (id === BRAND_HOSTS_ID ? RESOLVED_ID : undefined),
  load: (id) => (id === RESOLVED_ID ? `export const brandHosts = ${JSON.stringify(brandHostsTable())}\n` : undefined)
})
