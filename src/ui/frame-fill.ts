// What a player screen's prerendered frame (#30) leaves for its first-paint fill: a skeleton marked
// with a slot is filled, before any of the app's code runs, with the returning player's own value
// from the device's snapshot (src/first-paint/frame-fill.ts). React then adopts the page without
// redrawing it (the skeleton's text is allowed to differ), and the screen's own element replaces
// the skeleton at the next render, in the same place and size.

/**
 * name, username, balance: the text; banners: the dashboard carousel's place, hidden when the
 * snapshot kept no banner; banner: its first picture (as the grey block's background);
 * banner-dots: its dots' row, hidden when there is only one banner; provider: a games lobby card's
 * place, the n-th for the tab's n-th kept provider (hidden when the tab kept fewer), whose
 * provider-logo, provider-name and provider-count are that provider's; promotion: a promotion
 * card's place on the promotions page, likewise for the n-th kept banner, with its
 * promotion-image and promotion-title; movie: a clip's card on the movie page, with its
 * movie-poster and movie-title; reward-category: a category's tile on the reward page, with its
 * reward-category-image, -name and -count; flip-card-chances: the flip card page's chances the
 * device kept for today (none kept for today: the grey block stays); affiliate-income: the
 * affiliate page's income left as the device kept it; wheel: over the grey disc, the prize wheel's
 * disc the device kept, drawn in a shadow root of its own (React never sees it); provider-title: a
 * provider's games screen's heading, the provider's name as the device kept it (its code when it
 * kept none), provider-back: that screen's way back, its href the address's category's lobby (one
 * frame serves every provider's address); game: a game card's place on that screen, the n-th for
 * the n-th game the device kept of that provider, with its game-art, game-name and
 * game-provider-name.
 */
export const FRAME_FILL_SLOTS = [
  "name",
  "username",
  "balance",
  "banners",
  "banner",
  "banner-dots",
  "provider",
  "provider-logo",
  "provider-name",
  "provider-count",
  "promotion",
  "promotion-image",
  "promotion-title",
  "movie",
  "movie-poster",
  "movie-title",
  "reward-category",
  "reward-category-image",
  "reward-category-name",
  "reward-category-count",
  "flip-card-chances",
  "affiliate-income",
  "wheel",
  "provider-title",
  "provider-back",
  "game",
  "game-art",
  "game-name",
  "game-provider-name"
] as const
export type FrameFillSlot = (typeof FRAME_FILL_SLOTS)[number]

/** The attribute naming a skeleton's slot. */
export const FRAME_FILL_ATTRIBUTE = "data-frame-fill"
/** Set on a slot once filled ("text" or "image"): the stylesheet then drops the grey block's look. */
export const FRAME_FILLED_ATTRIBUTE = "data-frame-filled"
/** Set on a picture's slot as the fill asks for it: the address, which nothing else need preload. */
export const FRAME_PICTURE_ATTRIBUTE = "data-frame-picture"

/** Whether the frame's fill has asked for the picture at `url` already. */
export const frameAskedFor = (page: Document, url: string): boolean =>
  Array.from(page.querySelectorAll(`[${FRAME_PICTURE_ATTRIBUTE}]`)).some(
    (element) => element.getAttribute(FRAME_PICTURE_ATTRIBUTE) === url
  )

/**
 * On <html>: the pictures the fill asked for that failed, one address a line (an address of this
 * site never holds a line break), so the app does not ask for them again (image-source.ts: each
 * failing picture is asked for once in a page's life, UI-03).
 */
export const FRAME_FAILED_IMAGES_ATTRIBUTE = "data-frame-failed-images"

/** Whether the frame's fill saw the picture at `url` fail in this page. */
export const frameSawFail = (page: Document, url: string): boolean =>
  (page.documentElement.getAttribute(FRAME_FAILED_IMAGES_ATTRIBUTE) ?? "").split("\n").includes(url)

/** Adds `url` to the pictures the frame's fill saw fail. */
export const recordFrameFailedImage = (page: Document, url: string): void => {
  const kept = page.documentElement.getAttribute(FRAME_FAILED_IMAGES_ATTRIBUTE)
  page.documentElement.setAttribute(FRAME_FAILED_IMAGES_ATTRIBUTE, kept === null ? url : `${kept}\n${url}`)
}
