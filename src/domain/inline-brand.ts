import type { Brand } from "./brand-schema"

// The running brand inside the page (#32). The server picks the brand of the request's host from
// /brands.json and writes it into every page it serves as
//   <script id="brand-data" type="application/json">{…}</script>
// and as the <html> element's `--brand-colour` and `data-brand`, so the first paint already has the
// brand's colour and the app starts as that brand without fetching anything.
//
// Two decoders accept the same bytes: `Brand` (brand-schema.ts, effect/Schema) where the server
// reads the document and in tests, and `decodeInlineBrand` below, hand-written, at first paint,
// where effect must not load yet (test/unit/domain/inline-brand.test.ts proves the two agree).

export const BRAND_DATA_ID = "brand-data"

const CLIENT_ID = /^[a-z0-9][a-z0-9-]{1,31}$/
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/
const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/
const KEYS = [
  "clientId",
  "name",
  "themeColour",
  "hosts",
  "showWithdrawInBottomBar",
  "alternatePublicLayout",
  "chatPropertyId"
] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isString = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.length >= 1 && value.length <= max

const hostsOf = (value: unknown): ReadonlyArray<string> | null => {
  if (!Array.isArray(value)) return null
  const hosts: Array<string> = []
  for (const host of value) {
    if (typeof host !== "string" || !HOSTNAME.test(host)) return null
    hosts.push(host)
  }
  return hosts
}

/** A brand from untrusted JSON, or null: exactly what the `Brand` schema accepts, extra keys refused. */
export const brandOf = (value: unknown): Brand | null => {
  if (!isRecord(value)) return null
  if (Object.keys(value).some((key) => !KEYS.some((known) => known === key))) return null
  const { clientId, name, themeColour, showWithdrawInBottomBar, alternatePublicLayout, chatPropertyId } = value
  const hosts = hostsOf(value["hosts"])
  if (typeof clientId !== "string" || !CLIENT_ID.test(clientId)) return null
  if (!isString(name, 40)) return null
  if (typeof themeColour !== "string" || !HEX_COLOUR.test(themeColour)) return null
  if (hosts === null) return null
  if (typeof showWithdrawInBottomBar !== "boolean" || typeof alternatePublicLayout !== "boolean") return null
  if (chatPropertyId !== null && !(typeof chatPropertyId === "string" && chatPropertyId.length <= 100)) return null
  return { clientId, name, themeColour, hosts, showWithdrawInBottomBar, alternatePublicLayout, chatPropertyId }
}

/** The brand of a page's brand data text, or null when it is missing or does not decode. Never throws. */
export const decodeInlineBrand = (text: string | null | undefined): Brand | null => {
  if (text === null || text === undefined) return null
  try {
    return brandOf(JSON.parse(text))
  } catch {
    return null
  }
}

/**
 * The brand data element's text: JSON with every `<` escaped, so no value can close the script
 * element (a name is operator data, never trusted to be free of `</script>`).
 */
export const inlineBrandJson = (brand: Brand): string => JSON.stringify(brand).replace(/</g, "\\u003c")

/** "#22c55e" → "34 197 94": the channels CSS reads in `rgb(var(--brand-rgb) / 0.14)`, the brand's tints. */
export const rgbChannelsOf = (hex: string): string =>
  [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(" ")

/**
 * The brand's colour as the stylesheet reads it: `--brand-colour` for solid colour and `--brand-rgb`
 * for its tints (a soft background, a glow), written on <html> by the server and by app-main.
 */
export const brandColourProperties = (brand: Pick<Brand, "themeColour">): ReadonlyArray<readonly [string, string]> => [
  ["--brand-colour", brand.themeColour],
  ["--brand-rgb", rgbChannelsOf(brand.themeColour)]
]
