import { formatBaht } from "../domain/money"
import type { ShellSnapshot } from "../domain/shell-snapshot"
import {
  FRAME_FILL_ATTRIBUTE,
  FRAME_FILLED_ATTRIBUTE,
  FRAME_PICTURE_ATTRIBUTE,
  recordFrameFailedImage
} from "../ui/frame-fill"

// The first-paint fill of a player screen's prerendered frame (#30): the returning player's name,
// username, balance and first banner, from the device's snapshot, put into the frame's marked
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

/**
 * Shows the picture at `url` as the slot's background once it has arrived (the carousel's image
 * that follows then finds it in the browser's memory, never asking twice); a picture that fails is
 * recorded for the app (frame-fill.ts of ui), and the slot stays a grey block.
 */
const fillPicture = (element: HTMLElement, url: string): void => {
  const probe = new Image()
  probe.onload = () => {
    element.style.backgroundImage = `url(${JSON.stringify(url)})`
    element.setAttribute(FRAME_FILLED_ATTRIBUTE, "image")
  }
  probe.onerror = () => recordFrameFailedImage(element.ownerDocument, url)
  probe.fetchPriority = "high"
  probe.src = url
  element.setAttribute(FRAME_PICTURE_ATTRIBUTE, url)
}

/** Puts the snapshot's values into the frame's slots under `root`. */
export const fillFrame = (root: ParentNode, snapshot: ShellSnapshot): void => {
  const banners = snapshot.banners ?? []
  for (const element of root.querySelectorAll<HTMLElement>(`[${FRAME_FILL_ATTRIBUTE}]`)) {
    const slot = element.getAttribute(FRAME_FILL_ATTRIBUTE) ?? ""
    const text = textOf(slot, snapshot)
    if (text !== null) {
      element.textContent = text
      element.setAttribute(FRAME_FILLED_ATTRIBUTE, "text")
    } else if (slot === "banners") {
      // No banner kept: the carousel will not show, so neither does its place.
      if (banners.length === 0) element.hidden = true
    } else if (slot === "banner-dots") {
      if (banners.length < 2) element.hidden = true
    } else if (slot === "banner") {
      const first = banners[0]
      if (first !== undefined) fillPicture(element, first.image)
    }
  }
}
