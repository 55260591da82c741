import { useEffect, useRef, useState } from "react"
import { css, cx } from "../../../styled-system/css"
import type { PromotionSlide } from "../../domain/media"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { ImageWithFallback } from "../image-with-fallback"
import { UiLink } from "../link"
import type { PromotionAction } from "../promotion-action"
import { useReducedMotion } from "../use-reduced-motion"
import { carouselTexts } from "./carousel-texts"
import { FRAME_FILL_ATTRIBUTE, type FrameFillSlot } from "../frame-fill"
import { Skeleton } from "../skeleton"

/** The distance from one banner to the next in the track (a banner's width and the gap). */
const stepOf = (element: HTMLElement, count: number): number =>
  count < 2
    ? Math.max(1, element.clientWidth)
    : Math.max(1, (element.scrollWidth - element.clientWidth) / (count - visibleIn(element, count)))

/** How many banners the track shows at once (one on a phone, two on a wide screen). */
const visibleIn = (element: HTMLElement, count: number): number => {
  const first = element.firstElementChild
  const width = first instanceof HTMLElement ? first.offsetWidth : element.clientWidth
  return Math.min(count, Math.max(1, Math.round(element.clientWidth / Math.max(1, width))))
}

/** How long a banner stays before the next one slides in, when nothing holds the carousel. */
export const CAROUSEL_INTERVAL_MS = 5_000

const frame = css({ position: "relative", display: "grid", gap: "1" })
const track = css({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  columnGap: "3",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  borderRadius: "2xl",
  listStyle: "none",
  margin: "0",
  padding: "0",
  "&::-webkit-scrollbar": { display: "none" },
  // Two at a time on a wide screen: one banner across 900 px would push the tiles below the fold.
  md: { gridAutoColumns: "calc(50% - 6px)" }
})
const slide = css({ scrollSnapAlign: "start", scrollSnapStop: "always", minWidth: "0" })
const slideLink = css({ position: "relative", display: "block", borderRadius: "2xl", overflow: "hidden" })
const image = css({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "8 / 3",
  objectFit: "cover",
  bg: "surface"
})
const caption = css({
  position: "absolute",
  insetX: "0",
  bottom: "0",
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: "3",
  paddingX: "4",
  paddingTop: "6",
  paddingBottom: "2.5",
  color: "paper",
  textShadow: "0 1px 3px rgba(0, 0, 0, 0.8)",
  bgGradient: "to-t",
  gradientFrom: "rgba(0, 0, 0, 0.82)",
  gradientTo: "transparent"
})
const captionText = css({ display: "grid", minWidth: "0" })
const captionTitle = css({ fontSize: "md", fontWeight: "bold", lineHeight: "1.5" })
const captionNote = css({ fontSize: "sm", fontWeight: "semibold", color: "brand", lineHeight: "1.5" })
/** The slide's verb ('ฝากเลย'): the whole slide is the link, the chip says what it does. */
const actionChip = css({
  flexShrink: "0",
  paddingX: "3",
  paddingY: "1",
  borderRadius: "full",
  bg: "brand",
  color: "onBrand",
  fontSize: "sm",
  fontWeight: "bold",
  lineHeight: "1.5",
  textShadow: "none",
  whiteSpace: "nowrap"
})
const controls = css({ display: "flex", alignItems: "center", justifyContent: "center" })
const dotButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  cursor: "pointer",
  bg: "transparent",
  border: "none",
  "& > span": {
    width: "8px",
    height: "8px",
    borderRadius: "full",
    bg: "rgba(255, 255, 255, 0.55)",
    transitionProperty: "width, background-color",
    transitionDuration: "200ms",
    _motionReduce: { transition: "none" }
  },
  "&[aria-current='true'] > span": { width: "22px", bg: "brand" }
})
const pauseButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  color: "muted",
  bg: "transparent",
  border: "none",
  cursor: "pointer",
  _hover: { color: "paper" }
})

/**
 * The carousel's place in a player dashboard's prerendered frame (#30): one banner's grey block,
 * which the first-paint fill gives the returning player's first banner, and the dots' row. The
 * carousel that follows takes the same room, so nothing below it moves.
 */
export const PromotionCarouselFrame = () => (
  <div className={frame} aria-hidden="true" {...{ [FRAME_FILL_ATTRIBUTE]: "banners" satisfies FrameFillSlot }}>
    <div className={track}>
      <div className={slide}>
        <Skeleton width="100%" height="auto" className={frameBanner} fill="banner" />
      </div>
    </div>
    <div className={cx(controls, frameDots)} {...{ [FRAME_FILL_ATTRIBUTE]: "banner-dots" satisfies FrameFillSlot }} />
  </div>
)
const frameBanner = css({ aspectRatio: "8 / 3", borderRadius: "2xl" })
const frameDots = css({ height: "44px" })

/** A banner and where a tap on it leads. */
export interface CarouselSlide {
  readonly banner: PromotionSlide
  readonly action: PromotionAction
}

export interface PromotionCarouselProps {
  readonly slides: ReadonlyArray<CarouselSlide>
  readonly placeholderSrc: string
}

/**
 * The configuration's promotion banners on the dashboard, one at a time: swiped on a phone, or moved
 * by the dots. Each slide leads to its offer's page ('ฝากเลย'), or to its terms (#29). It moves by itself every 5 s, except while the pointer or focus is in it, while the
 * player paused it (WCAG 2.2.2), or when they asked for less motion.
 */
export const PromotionCarousel = ({ slides, placeholderSrc }: PromotionCarouselProps) => {
  const trackRef = useRef<HTMLUListElement>(null)
  const [current, setCurrent] = useState(0)
  const [visible, setVisible] = useState(1)
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)
  const reducedMotion = useReducedMotion()
  const count = slides.length

  const show = (index: number) => {
    const element = trackRef.current
    if (element === null) return
    element.scrollTo({ left: index * stepOf(element, count), behavior: reducedMotion ? "auto" : "smooth" })
  }

  // How many banners show at once follows the track's width (a turned phone, a resized window).
  useEffect(() => {
    const element = trackRef.current
    if (element === null || typeof ResizeObserver === "undefined") return undefined
    const observer = new ResizeObserver(() => setVisible(visibleIn(element, count)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [count])

  useEffect(() => {
    if (count < 2 || paused || held || reducedMotion) return undefined
    const timer = setInterval(() => {
      const element = trackRef.current
      if (element === null || document.hidden) return
      const last = count - visibleIn(element, count)
      const next = Math.round(element.scrollLeft / stepOf(element, count)) + 1
      element.scrollTo({ left: (next > last ? 0 : next) * stepOf(element, count), behavior: "smooth" })
    }, CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [count, paused, held, reducedMotion])

  if (count === 0) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={carouselTexts.label}
      className={frame}
      data-promotion-carousel=""
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
    >
      <ul
        ref={trackRef}
        className={track}
        aria-live={paused || reducedMotion ? "polite" : "off"}
        onScroll={(event) => {
          const element = event.currentTarget
          setCurrent(Math.round(element.scrollLeft / stepOf(element, count)))
          setVisible(visibleIn(element, count))
        }}
      >
        {slides.map(({ banner, action }, index) => (
          <li
            key={banner.key}
            className={slide}
            aria-roledescription="slide"
            aria-label={carouselTexts.slide(index + 1, count)}
            inert={index < current || index >= current + visible}
          >
            <UiLink to={action.href} className={cx(slideLink, focusRing)}>
              <ImageWithFallback
                src={banner.image}
                placeholderSrc={placeholderSrc}
                alt=""
                width={640}
                height={240}
                loading={index === 0 ? "eager" : "lazy"}
                // The first banner is the dashboard's largest picture (its LCP, #16).
                fetchPriority={index === 0 ? "high" : "auto"}
                className={image}
              />
              <span className={caption}>
                <span className={captionText}>
                  <span className={captionTitle}>{banner.title}</span>
                  {action.note === null ? null : <span className={captionNote}>{action.note}</span>}
                </span>
                <span className={actionChip}>{action.label}</span>
              </span>
            </UiLink>
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <div className={controls}>
          {slides.slice(0, count - visible + 1).map(({ banner }, index) => (
            <button
              key={banner.key}
              type="button"
              className={cx(dotButton, focusRing)}
              aria-label={carouselTexts.goTo(index + 1)}
              aria-current={index === current}
              onClick={() => show(index)}
            >
              <span />
            </button>
          ))}
          {reducedMotion ? null : (
            <button
              type="button"
              className={cx(pauseButton, focusRing)}
              aria-label={paused ? carouselTexts.play : carouselTexts.pause}
              aria-pressed={paused}
              onClick={() => setPaused((was) => !was)}
            >
              <Icon name={paused ? "play" : "pause"} size={20} />
            </button>
          )}
        </div>
      ) : null}
    </section>
  )
}
