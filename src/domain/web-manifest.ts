import { Schema } from "effect"
import { HexColour, type Brand } from "./brand-schema"

// The web app manifest of a brand (#15): what a phone needs to install the site as an app with the
// brand's name, colour and icons. One bundle serves every brand: the server answers
// /manifest.webmanifest with the one of the request's host, made from the brand document (#32,
// server/brands/brand-files.ts).

/** The app's own background (the page's near-black): the splash screen's colour while it starts. */
export const APP_BACKGROUND = "#0d0d12"
/** Installed, the app opens on the player's dashboard; a guest is sent to the login from there. */
export const MANIFEST_START_URL = "/auth/dashboard"
export const MANIFEST_PATH = "/manifest.webmanifest"

/** The icon files of a brand, under /brands/<clientId>/ (drawn by server/brands/brand-files.ts). */
export const BRAND_ICONS = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  { file: "icon-maskable-512.png", size: 512, purpose: "maskable" },
  { file: "apple-touch-icon.png", size: 180, purpose: "apple" }
] as const

export type BrandIcon = (typeof BRAND_ICONS)[number]

export const brandFilePath = (clientId: string, file: string): string => `/brands/${clientId}/${file}`
export const appleTouchIconPath = (clientId: string): string => brandFilePath(clientId, "apple-touch-icon.png")

const ManifestIcon = Schema.Struct({
  src: Schema.String.pipe(Schema.pattern(/^\/brands\/[a-z0-9][a-z0-9-]*\/[\w-]+\.png$/)),
  sizes: Schema.String.pipe(Schema.pattern(/^\d+x\d+$/)),
  type: Schema.Literal("image/png"),
  purpose: Schema.Literal("any", "maskable")
})

/** The members Chromium's installability check and the stores read; extra members are refused. */
export const WebManifest = Schema.Struct({
  id: Schema.String,
  name: Schema.NonEmptyString,
  short_name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(12)),
  description: Schema.String,
  lang: Schema.Literal("th"),
  dir: Schema.Literal("ltr"),
  start_url: Schema.String,
  scope: Schema.Literal("/"),
  display: Schema.Literal("standalone"),
  orientation: Schema.Literal("portrait"),
  theme_color: HexColour,
  background_color: HexColour,
  icons: Schema.Array(ManifestIcon)
})
export type WebManifest = typeof WebManifest.Type

/** A name a launcher shows under the icon: the brand's name without spaces when it is short enough. */
const shortNameOf = (name: string): string => {
  const compact = name.replace(/\s+/g, "")
  return compact.length <= 12 ? compact : compact.slice(0, 12)
}

export const webManifestOf = (brand: Brand): WebManifest => ({
  id: "/",
  name: brand.name,
  short_name: shortNameOf(brand.name),
  description: `${brand.name} เว็บไซต์สมาชิก ฝาก ถอน เล่นเกม รับรางวัล`,
  lang: "th",
  dir: "ltr",
  start_url: MANIFEST_START_URL,
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  theme_color: brand.themeColour,
  background_color: APP_BACKGROUND,
  icons: BRAND_ICONS.flatMap((icon) =>
    icon.purpose === "apple"
      ? []
      : [
          {
            src: brandFilePath(brand.clientId, icon.file),
            sizes: `${icon.size}x${icon.size}`,
            type: "image/png" as const,
            purpose: icon.purpose
          }
        ]
  )
})
