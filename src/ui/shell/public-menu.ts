import { shellTexts } from "./texts"

/** The public menu items, in order (LAYOUT-20, LAYOUT-21): only contact is enabled. */
export type PublicMenuKey = "casino" | "slot" | "sport" | "contact"

export interface PublicMenuEntry {
  readonly key: PublicMenuKey
  readonly label: string
  /** null: the item is shown but disabled. */
  readonly href: string | null
}

export const PUBLIC_MENU: ReadonlyArray<PublicMenuEntry> = [
  { key: "casino", label: shellTexts.menu.casino, href: null },
  { key: "slot", label: shellTexts.menu.slot, href: null },
  { key: "sport", label: shellTexts.menu.sport, href: null },
  { key: "contact", label: shellTexts.menu.contact, href: "/contact" }
]

/** The header menu icons from configuration (home.top.casino … home.top.contact, LAYOUT-22). */
export type PublicMenuIcons = Readonly<Record<PublicMenuKey, string | null>>

/** The public pages a guest may open, beside the menu: under the header, and in the drawer (#15). */
export const PUBLIC_LINKS: ReadonlyArray<{ readonly href: string; readonly label: string }> = [
  { href: "/promotion", label: shellTexts.menu.promotion },
  { href: "/live-score", label: shellTexts.menu.liveScore },
  { href: "/score", label: shellTexts.menu.score }
]
