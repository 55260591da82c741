import { useState } from "react"
import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { commonTexts } from "../common-texts"
import { hasImageFailed, prerenderedSource, rememberFailedImage, setImageSource } from "../image-source"

// At least 44 px tall: the top bar's 32 px logo is a finger's target too (#15).
const logoLink = css({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  borderRadius: "md",
  textDecoration: "none"
})
const image = css({ display: "block", width: "auto", objectFit: "contain" })
const boxed = css({ objectPosition: "left center" })
const name = css({ fontSize: "xl", fontWeight: "bold", color: "brand", lineHeight: "1.4" })

export interface BrandLogoProps {
  readonly logoUrl: string | null
  readonly brandName: string
  /** Where the logo links to; null renders no anchor (LAYOUT-24). */
  readonly href: string | null
  /** The image height in px. */
  readonly height: number
  /**
   * The box the image is drawn in, in px (contained, from the left). Where set, the logo's room is
   * known before it loads and what sits beside it does not move when it arrives (#16: CLS); where
   * not, the image takes its own width.
   */
  readonly width?: number
  /** The image failed to load: the brand name shows instead, and the caller hears which URL failed. */
  readonly onFailed?: ((url: string) => void) | undefined
}

/** The brand logo (or the brand name when there is none, or it failed to load), optionally wrapped in a link. */
export const BrandLogo = ({ logoUrl, brandName, href, height, width, onFailed }: BrandLogoProps) => {
  const [, setFailures] = useState(0)
  const content =
    logoUrl === null || hasImageFailed(logoUrl) ? (
      <span className={name}>{brandName}</span>
    ) : (
      <img
        ref={(img) => {
          if (img !== null) setImageSource(img, logoUrl)
        }}
        src={prerenderedSource(logoUrl)}
        alt={commonTexts.logoAlt(brandName)}
        height={height}
        width={width}
        className={cx(image, width !== undefined && boxed)}
        style={width === undefined ? { height: `${height}px` } : { height: `${height}px`, width: `${width}px` }}
        onError={() => {
          rememberFailedImage(logoUrl)
          setFailures((count) => count + 1)
          onFailed?.(logoUrl)
        }}
      />
    )
  if (href === null) return <span className={logoLink}>{content}</span>
  return (
    <UiLink to={href} className={cx(logoLink, focusRing)}>
      {content}
    </UiLink>
  )
}
