import { categoryFromParam } from "../domain/game"
import type { GameProvider } from "../domain/game-schema"
import { formatBaht } from "../domain/money"
import { keptProviders, type ShellSnapshot } from "../domain/shell-snapshot"
import { gameCountText } from "../ui/games/game-count"
import {
  FRAME_FILL_ATTRIBUTE,
  FRAME_FILLED_ATTRIBUTE,
  FRAME_PICTURE_ATTRIBUTE,
  recordFrameFailedImage
} from "../ui/frame-fill"

// The first-paint fill of a player screen's prerendered frame (#30): the returning player's name,
// username, balance, first banner and the games lobby's providers, from the device's snapshot, put into the frame's marked
// skeletons by a classic script inline in the page, right after the frame's HTML, before the
// browser first paints it and long before the app's code arrives. The app then renders the same
// values from the same snapshot (app-main.tsx), so what the player sees never changes, only who
// drew it. Values only ever go in as text or as a CSS url of a path the snapshot's decoder checked
// to be this site's (isLocalPath): nothing from storage becomes markup.

/** The text a slot shows, or null when the slot is not a text one. */
const textOf = (slot: string, snapshot: ShellSnapshot): string | null => {
  switch (slot) {
    case "name":
      return snapshot.name
    case "username":
      return snapshot.username
    case "balance":
      return formatBaht(snapshot.balance)
    default:
      return null
  }
}

const fillText = (element: HTMLElement, text: string): void => {
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

/** How many provider cards a phone shows in a row: their logos are asked for first. */
const PROVIDERS_IN_A_ROW = 2

/**
 * A lobby card's place given its kept provider: the logo, the name and the count, as the card
 * that follows draws them. With no provider for it (the tab kept fewer), the place goes, as the
 * kept cards the app renders have none there.
 */
const fillProvider = (card: HTMLElement, provider: GameProvider | undefined, index: number): void => {
  if (provider === undefined) {
    card.hidden = true
    return
  }
  for (const part of card.querySelectorAll<HTMLElement>(`[${FRAME_FILL_ATTRIBUTE}]`)) {
    const slot = part.getAttribute(FRAME_FILL_ATTRIBUTE)
    if (slot === "provider-logo") fillPicture(part, provider.logo, index < PROVIDERS_IN_A_ROW ? "high" : "auto")
    else if (slot === "provider-name") fillText(part, provider.name)
    else if (slot === "provider-count") fillText(part, gameCountText(provider.gameCount))
  }
}

/**
 * Puts the snapshot's values into the frame's slots under `root`; `search` is the page address's
 * query, which picks the games lobby's tab as the app picks it.
 */
export const fillFrame = (root: ParentNode, snapshot: ShellSnapshot, search: string): void => {
  const banners = snapshot.banners ?? []
  const providers = keptProviders(snapshot, categoryFromParam(new URLSearchParams(search).get("cat")))
  let providerIndex = 0
  for (const element of root.querySelectorAll<HTMLElement>(`[${FRAME_FILL_ATTRIBUTE}]`)) {
    const slot = element.getAttribute(FRAME_FILL_ATTRIBUTE) ?? ""
    const text = textOf(slot, snapshot)
    if (text !== null) {
      fillText(element, text)
    } else if (slot === "provider") {
      // A tab the snapshot kept no providers of keeps its skeletons, as the app does (never a
      // false 'no providers').
      if (providers.length > 0) fillProvider(element, providers[providerIndex], providerIndex)
      providerIndex += 1
    } else if (slot === "banners") {
      // No banner kept: the carousel will not show, so neither does its place.
      if (banners.length === 0) element.hidden = true
    } else if (slot === "banner-dots") {
      if (banners.length < 2) element.hidden = true
    } else if (slot === "banner") {
      const first = banners[0]
      if (first !== undefined) fillPicture(element, first.image, "high")
    }
  }
}
