import { bangkokDayKey } from "../domain/bangkok-date"
import { categoryFromParam } from "../domain/game"
import { formatBaht } from "../domain/money"
import { keptFlipCardChances, keptProviders, type KeptWheelSegment, type ShellSnapshot } from "../domain/shell-snapshot"
import { flipChancesText } from "../ui/flip-card/chances-text"
import { gameCountText } from "../ui/games/game-count"
import { itemCountText } from "../ui/reward/item-count"
import {
  FRAME_FILL_ATTRIBUTE,
  FRAME_FILLED_ATTRIBUTE,
  FRAME_PICTURE_ATTRIBUTE,
  FRAME_FILL_SLOTS,
  type FrameFillSlot,
  recordFrameFailedImage
} from "../ui/frame-fill"

// The first-paint fill of a player screen's prerendered frame (#30): the returning player's name,
// username, balance, banners, the games lobby's providers, the clips' covers, the reward
// categories, today's flip card chances, the affiliate income left, the prize wheel's disc and a
// provider's first games, from
// the device's snapshot, put into the frame's marked skeletons by a classic script inline in the
// page, right after the frame's HTML, before the browser first paints it and long before the app's
// code arrives. The app then renders the same values from the same snapshot (app-main.tsx), or the
// screen's fresh data replace the kept ones in the same place, so what the player sees never jumps,
// only who drew it. Values only ever go in as text, as a CSS url of a path the snapshot's decoder
// checked to be this site's (isLocalPath) or as a checked colour: nothing from storage becomes
// markup.

/** The page's address as the fill reads it: its path and its query. */
export type PageAddress = Pick<Location, "pathname" | "search">

/**
 * The text a slot shows, or null when the slot is not a text one or the snapshot kept nothing for
 * it; `today` is the Bangkok day the page is opened on.
 */
const textOf = (slot: FrameFillSlot, snapshot: ShellSnapshot, today: string): string | null => {
  switch (slot) {
    case "name":
      return snapshot.name
    case "username":
      return snapshot.username
    case "balance":
      return formatBaht(snapshot.balance)
    case "affiliate-income":
      return snapshot.affiliateIncome === undefined ? null : formatBaht(snapshot.affiliateIncome)
    case "flip-card-chances": {
      // Another day's count is never shown: the chances renewed at midnight.
      const chances = keptFlipCardChances(snapshot, today)
      return chances === null ? null : flipChancesText(chances.playsLeft, chances.playsPerDay)
    }
    default:
      return null
  }
}

export const fillText = (element: HTMLElement, text: string): void => {
  element.textContent = text
  element.setAttribute(FRAME_FILLED_ATTRIBUTE, "text")
}

/**
 * Shows the picture at `url` as the slot's background once it has arrived (the picture that
 * follows then finds it in the browser's memory, never asking twice); a picture that fails is
 * recorded for the app (frame-fill.ts of ui), and the slot stays a grey block. "high" for the first
 * screen's largest pictures, ahead of the rest in a phone's few connections.
 */
const fillPicture = (element: HTMLElement, url: string, priority: "high" | "auto"): void => {
  const probe = new Image()
  probe.onload = () => {
    element.style.backgroundImage = `url(${JSON.stringify(url)})`
    element.setAttribute(FRAME_FILLED_ATTRIBUTE, "image")
  }
  probe.onerror = () => recordFrameFailedImage(element.ownerDocument, url)
  probe.fetchPriority = priority
  probe.src = url
  element.setAttribute(FRAME_PICTURE_ATTRIBUTE, url)
}

/** What a kept item gives one part of its card: a text, or a picture's address. */
type CardPart = { readonly text: string } | { readonly picture: string }
/** A kept item's card parts, by their slot. */
export type CardParts = ReadonlyMap<FrameFillSlot, CardPart>

/** A list of cards the frame holds places for, and the kept items that go in them, in order. */
interface KeptCards {
  readonly parts: ReadonlyArray<CardParts>
  /** How many cards a phone's first row shows: their pictures are asked for first. */
  readonly firstRow: number
}

/**
 * The kept lists, by the slot of their card's place: the games lobby's providers of the tab the
 * address names (as the app picks it), the promotions page's banners, the movie page's clips and
 * the reward page's categories.
 */
/** A kept list's cards: each item's parts by slot, `firstRow` of them asked for first. */
const keptList = <T>(
  items: ReadonlyArray<T> | undefined,
  firstRow: number,
  partsOf: (item: T) => ReadonlyArray<readonly [FrameFillSlot, CardPart]>
): KeptCards => ({ parts: (items ?? []).map((item) => new Map(partsOf(item))), firstRow })

const keptCardsOf = (snapshot: ShellSnapshot, search: string): ReadonlyMap<FrameFillSlot, KeptCards> =>
  new Map<FrameFillSlot, KeptCards>([
    [
      "provider",
      keptList(keptProviders(snapshot, categoryFromParam(new URLSearchParams(search).get("cat"))), 2, (provider) => [
        ["provider-logo", { picture: provider.logo }],
        ["provider-name", { text: provider.name }],
        ["provider-count", { text: gameCountText(provider.gameCount) }]
      ])
    ],
    [
      "promotion",
      keptList(snapshot.banners, 1, (banner) => [
        ["promotion-image", { picture: banner.image }],
        ["promotion-title", { text: banner.title }]
      ])
    ],
    [
      "movie",
      keptList(snapshot.movies, 1, (movie) => [
        ["movie-poster", { picture: movie.poster }],
        ["movie-title", { text: movie.title }]
      ])
    ],
    [
      "reward-category",
      keptList(snapshot.rewards, 2, (category) => [
        ["reward-category-image", { picture: category.image }],
        ["reward-category-name", { text: category.name }],
        ["reward-category-count", { text: itemCountText(category.itemCount) }]
      ])
    ]
  ])

/** The slot an element of the frame is marked with, if it is one this fill knows. */
export const slotOf = (element: Element): FrameFillSlot | null => {
  const slot = element.getAttribute(FRAME_FILL_ATTRIBUTE)
  return FRAME_FILL_SLOTS.find((known) => known === slot) ?? null
}

/**
 * A card's place given its kept item. With no item for it (the list kept fewer), the place goes,
 * as the kept list the app renders has none there.
 */
export const fillCard = (card: HTMLElement, parts: CardParts | undefined, index: number, firstRow: number): void => {
  if (parts === undefined) {
    card.hidden = true
    return
  }
  for (const part of card.querySelectorAll<HTMLElement>(`[${FRAME_FILL_ATTRIBUTE}]`)) {
    const slot = slotOf(part)
    const value = slot === null ? undefined : parts.get(slot)
    if (value === undefined) continue
    if ("text" in value) fillText(part, value.text)
    else fillPicture(part, value.picture, index < firstRow ? "high" : "auto")
  }
}

/**
 * What a frame fills of its own, given by the one frame that has places for it, so that no other
 * frame's inline fill carries it: the wheel's disc (wheel-drawing.ts), and a provider's games
 * screen's heading, way back and kept games (provider-frame-fill.ts), read from the address's path.
 */
export interface FrameDrawings {
  readonly wheel?: (place: HTMLElement, segments: ReadonlyArray<KeptWheelSegment>) => void
  readonly provider?: (root: ParentNode, snapshot: ShellSnapshot, pathname: string) => void
}

/**
 * Puts the snapshot's values into the frame's slots under `root`; `address` is the page's: its query
 * picks the games lobby's tab as the app picks it, its path a provider's games screen's provider
 * (one frame serves them all); `now` is the device's clock (epoch ms), which tells today's kept
 * chances from another day's; `drawings` what the frame fills of its own.
 */
export const fillFrame = (
  root: ParentNode,
  snapshot: ShellSnapshot,
  address: PageAddress,
  now: number,
  drawings: FrameDrawings = {}
): void => {
  const today = bangkokDayKey(now)
  const banners = snapshot.banners ?? []
  const lists = keptCardsOf(snapshot, address.search)
  /** How many card places of each list came before. */
  const placed = new Map<FrameFillSlot, number>()
  for (const element of root.querySelectorAll<HTMLElement>(`[${FRAME_FILL_ATTRIBUTE}]`)) {
    const slot = slotOf(element)
    if (slot === null) continue
    const text = textOf(slot, snapshot, today)
    const list = lists.get(slot)
    if (text !== null) {
      fillText(element, text)
    } else if (list !== undefined) {
      const index = placed.get(slot) ?? 0
      placed.set(slot, index + 1)
      // A list the snapshot kept nothing of keeps its skeletons, as the app does (never a false
      // 'nothing here').
      if (list.parts.length > 0) fillCard(element, list.parts[index], index, list.firstRow)
    } else if (slot === "banners") {
      // No banner kept: the carousel will not show, so neither does its place.
      if (banners.length === 0) element.hidden = true
    } else if (slot === "wheel") {
      drawings.wheel?.(element, snapshot.wheel ?? [])
    } else if (slot === "banner-dots") {
      if (banners.length < 2) element.hidden = true
    } else if (slot === "banner") {
      const first = banners[0]
      if (first !== undefined) fillPicture(element, first.image, "high")
    }
  }
  drawings.provider?.(root, snapshot, address.pathname)
}
