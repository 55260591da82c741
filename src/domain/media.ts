import type { ConfigurationMap } from "./configuration"
import { isBannerLink, isLocalPath } from "./local-path"

// The media pages' entries (issue #13, OPEN-64), read from the configuration list: movies under
// `media.movie.*` (title, poster in `path`, video) and promotion banners under `media.promotion.*`
// (title, image in `path`, terms, and the player page a tap opens in `link`, #29). An entry missing
// what it needs, or pointing at another host, is left out (images and videos are the site's own: no
// external host); a link that is not one of the player's pages is dropped, the banner kept.

export const MOVIE_PREFIX = "media.movie."
export const PROMOTION_BANNER_PREFIX = "media.promotion."

/** What a clip's card shows before it is played: its title and poster. */
export interface MovieCover {
  readonly key: string
  readonly title: string
  readonly poster: string
}

export interface Movie extends MovieCover {
  readonly video: string
}

/** What a banner shows in the dashboard's carousel: its title over its image, and where a tap leads. */
export interface PromotionSlide {
  readonly key: string
  readonly title: string
  readonly image: string
  /** The player page the offer is acted on ('/auth/deposit'); without it a tap opens the terms. */
  readonly link?: string
}

/** A promotion: its slide, and the terms its page shows. */
export interface PromotionBanner extends PromotionSlide {
  readonly terms: string
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? ""
  return trimmed.length === 0 ? null : trimmed
}

const entriesUnder = (map: ConfigurationMap, prefix: string) =>
  Object.values(map)
    .filter((item) => item.key.startsWith(prefix) && item.key.length > prefix.length)
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))

/** The movies, in key order; an entry without a title, a local poster and a local video is skipped. */
export const moviesOf = (map: ConfigurationMap): ReadonlyArray<Movie> =>
  entriesUnder(map, MOVIE_PREFIX).flatMap(({ key, value: { data } }) => {
    const title = text(data.title)
    const video = text(data.video)
    if (title === null || video === null || !isLocalPath(video) || !isLocalPath(data.path)) return []
    return [{ key, title, poster: data.path, video }]
  })

/** The promotion banners, in key order; one without a title, terms or a local image is skipped. */
export const promotionBannersOf = (map: ConfigurationMap): ReadonlyArray<PromotionBanner> =>
  entriesUnder(map, PROMOTION_BANNER_PREFIX).flatMap(({ key, value: { data } }) => {
    const title = text(data.title)
    const terms = text(data.terms)
    if (title === null || terms === null || !isLocalPath(data.path)) return []
    const link = data.link !== undefined && isBannerLink(data.link) ? { link: data.link } : {}
    return [{ key, title, image: data.path, terms, ...link }]
  })
