import type { ConfigurationMap } from "./configuration"

// The media pages' entries (issue #13, OPEN-64), read from the configuration list: movies under
// `media.movie.*` (title, poster in `path`, video) and promotion banners under `media.promotion.*`
// (title, image in `path`, terms). An entry missing what it needs, or pointing at another host,
// is left out (images and videos are the site's own: no external host).

export const MOVIE_PREFIX = "media.movie."
export const PROMOTION_BANNER_PREFIX = "media.promotion."

export interface Movie {
  readonly key: string
  readonly title: string
  readonly poster: string
  readonly video: string
}

export interface PromotionBanner {
  readonly key: string
  readonly title: string
  readonly image: string
  readonly terms: string
}

/** A path on this site ("/content/…"): not another host's ("//cdn…", "https://…"). */
export const isLocalPath = (path: string): boolean => path.startsWith("/") && !path.startsWith("//")

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
    return [{ key, title, image: data.path, terms }]
  })
