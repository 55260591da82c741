import { useRef } from "react"
import { css } from "../../../styled-system/css"
import type { Movie } from "../../domain/media"
import { LoadFailedNotice } from "../load-failed-notice"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../frame-fill"
import { Skeleton } from "../skeleton"
import { mediaTexts } from "./texts"

const t = mediaTexts.movie

const grid = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "4",
  listStyle: "none",
  margin: "0",
  padding: "0",
  md: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }
})
const item = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  padding: "3",
  borderRadius: "xl",
  bg: "surface"
})
const video = css({ width: "100%", height: "auto", aspectRatio: "16 / 9", borderRadius: "lg", bg: "ink" })
/** The poster's grey block while the list loads: the video's box. */
const posterBlock = css({ aspectRatio: "16 / 9", borderRadius: "lg" })
const title = css({ fontSize: "md", fontWeight: "semibold" })
const empty = css({ padding: "6", textAlign: "center", color: "muted", borderRadius: "xl", bg: "surface" })

export type MovieListView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly movies: ReadonlyArray<Movie> }

/**
 * The clips, each a `<video controls preload="none">` under its poster (nothing downloads before a
 * press), inline on phones. One plays at a time: starting one pauses the others.
 */
export const MovieList = ({ view, onRetry }: { readonly view: MovieListView; readonly onRetry: () => void }) => {
  const videos = useRef(new Map<string, HTMLVideoElement>())
  if (view._tag === "Loading")
    return (
      <div aria-busy="true" className={grid}>
        <span className={css({ srOnly: true })}>{t.loading}</span>
        {/* Each the clip's own card; in a returning player's frame (#30) a slot the first-paint
            fill gives a clip the device kept: its poster and title (src/first-paint/frame-fill.ts). */}
        {[0, 1].map((index) => (
          <div key={index} className={item} {...{ [FRAME_FILL_ATTRIBUTE]: "movie" satisfies FrameFillSlot }}>
            <Skeleton height="auto" className={posterBlock} fill="movie-poster" />
            <Skeleton width="10rem" height="1.6em" className={title} fill="movie-title" />
          </div>
        ))}
      </div>
    )
  if (view._tag === "Failed")
    return <LoadFailedNotice message={t.failed} detail={view.message} onRetry={onRetry} retryLabel={mediaTexts.retry} />
  if (view.movies.length === 0) return <p className={empty}>{t.empty}</p>
  const pauseOthers = (key: string) => {
    for (const [other, element] of videos.current) if (other !== key && !element.paused) element.pause()
  }
  return (
    <ul className={grid}>
      {view.movies.map((movie) => (
        <li key={movie.key} className={item}>
          <video
            ref={(element) => {
              if (element === null) videos.current.delete(movie.key)
              else videos.current.set(movie.key, element)
            }}
            className={video}
            src={movie.video}
            poster={movie.poster}
            controls
            preload="none"
            playsInline
            width={320}
            height={180}
            aria-label={t.videoLabel(movie.title)}
            onPlay={() => pauseOthers(movie.key)}
          >
            {t.unplayable}
          </video>
          <span className={title}>{movie.title}</span>
        </li>
      ))}
    </ul>
  )
}
