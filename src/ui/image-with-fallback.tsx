import { useState } from "react"
import { css, cx } from "../../styled-system/css"
import {
  hasImageFailed,
  isImageSourceSet,
  prerenderedSource,
  rememberFailedImage,
  setImageSource
} from "./image-source"
import { useHydrated } from "./use-hydrated"

// The quiet surface an image sits on while it loads, and what stands in its box when even the
// placeholder fails: never the browser's broken-image icon (UI-03, #15).
const surface = css({ bg: "surfaceRaised", animation: "pulse", _motionReduce: { animation: "none" } })
// A picture with no address yet (a player frame's configuration image, #30) is not drawn until it
// has one: the browser drew its alt text and a broken-image icon ('เกมทั้งหมด' over the games button).
const noAddressYet = css({ "&:not([src])": { visibility: "hidden" } })
const standIn = css({ display: "inline-block", verticalAlign: "middle" })

export interface ImageWithFallbackProps {
  readonly src: string | null
  /** The not-found placeholder; without one a failed picture leaves the quiet surface. */
  readonly placeholderSrc?: string
  readonly alt: string
  /** The box's size (or, with a className that sets the width, its aspect ratio): no layout shift. */
  readonly width?: number
  readonly height?: number
  readonly className?: string
  readonly loading?: "lazy" | "eager"
  /** "high" for the image a screen is judged by (its largest, above the fold). */
  readonly fetchPriority?: "high" | "low" | "auto"
}

/**
 * An image, asked for once (image-source.ts), that swaps to the placeholder when it fails; a failing placeholder is not retried
 * but replaced by the quiet surface in the same box, so nothing retries forever (UI-03). A null src
 * shows the placeholder straight away. The box shows the surface until the picture has loaded.
 */
export const ImageWithFallback = ({
  src,
  placeholderSrc = "",
  alt,
  width,
  height,
  className,
  loading,
  fetchPriority
}: ImageWithFallbackProps) => {
  const [loaded, setLoaded] = useState("")
  const hydrated = useHydrated()
  const [, setFailures] = useState(0)
  const shown = src !== null && !hasImageFailed(src) ? src : placeholderSrc
  const fail = () => {
    rememberFailedImage(shown)
    setFailures((count) => count + 1)
  }
  if (shown === "" || hasImageFailed(shown))
    return (
      <span
        role={alt === "" ? undefined : "img"}
        aria-label={alt === "" ? undefined : alt}
        aria-hidden={alt === "" || undefined}
        data-image="failed"
        className={cx(surface, standIn, className)}
        // Without a class the attributes were the box's size.
        style={
          className === undefined
            ? { width, height }
            : { aspectRatio: width && height ? `${width} / ${height}` : undefined }
        }
      />
    )
  const done = loaded === shown
  return (
    <img
      ref={(img) => {
        // While React adopts a prerendered frame (#30) an address not known yet is not asked for:
        // the snapshot's own follows at once, and the placeholder would be asked for in vain.
        if (img === null || (src === null && !hydrated)) return
        // The address a prerendered page's HTML gave, which this code has not set: that picture may
        // have loaded, or failed, before React listened, and no event will come for it.
        const fromHtml = img.getAttribute("src") === shown && !isImageSourceSet(img)
        setImageSource(img, shown)
        if (img.complete && img.naturalWidth > 0) setLoaded(shown)
        // Failed before React listened: decode() tells a broken picture from one still on its way.
        else if (fromHtml && img.complete)
          img.decode().then(
            () => setLoaded(shown),
            () => {
              if (img.getAttribute("src") === shown) fail()
            }
          )
      }}
      // A prerendered page asks for its pictures itself, but not for the placeholder of one not
      // known yet (a player frame's configuration images, #30): its box shows the loading surface.
      src={src === null ? undefined : prerenderedSource(shown)}
      alt={alt}
      width={width}
      height={height}
      className={cx(!done && surface, noAddressYet, className)}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      data-image={done ? "loaded" : "loading"}
      onLoad={() => setLoaded(shown)}
      onError={fail}
    />
  )
}
