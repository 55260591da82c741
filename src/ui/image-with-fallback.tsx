import { useState } from "react"

export interface ImageWithFallbackProps {
  readonly src: string | null
  readonly placeholderSrc: string
  readonly alt: string
  readonly width?: number
  readonly height?: number
  readonly className?: string
  readonly loading?: "lazy" | "eager"
  /** "high" for the image a screen is judged by (its largest, above the fold). */
  readonly fetchPriority?: "high" | "low" | "auto"
}

/**
 * An image that swaps to the placeholder once when it fails; a failing placeholder is left alone,
 * so nothing retries forever (UI-03). A null src shows the placeholder straight away.
 */
export const ImageWithFallback = ({
  src,
  placeholderSrc,
  alt,
  width,
  height,
  className,
  loading,
  fetchPriority
}: ImageWithFallbackProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const useOriginal = src !== null && failedSrc !== src
  const shown = useOriginal ? src : placeholderSrc
  return (
    <img
      src={shown}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => {
        if (useOriginal) setFailedSrc(src)
      }}
    />
  )
}
