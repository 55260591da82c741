import { css, cx } from "../../../styled-system/css"
import type { NewsItem } from "../../domain/announcement-schema"
import { focusRing } from "../focus-ring"
import { roundIconButton } from "../icon-button-style"
import { Icon } from "../icon"
import { announcementTexts } from "./texts"
import { TICKER_HEIGHT_PX } from "./ticker-slot"

const bar = css({
  display: "flex",
  alignItems: "center",
  gap: "1",
  paddingLeft: "3",
  borderRadius: "xl",
  bg: "surfaceRaised",
  border: "1px solid rgba(255, 255, 255, 0.08)",
  color: "paper",
  fontFamily: "body",
  overflow: "hidden"
})
const icon = css({ color: "brand", flexShrink: 0 })
const open = css({
  flex: "1",
  minWidth: "0",
  alignSelf: "stretch",
  display: "flex",
  alignItems: "center",
  overflow: "hidden",
  cursor: "pointer",
  textAlign: "left",
  borderRadius: "md"
})
const track = css({
  display: "flex",
  width: "max-content",
  whiteSpace: "nowrap",
  animationName: "tickerScroll",
  animationTimingFunction: "linear",
  animationIterationCount: "infinite",
  willChange: "transform",
  // A reader who points at it or tabs to it gets it still.
  _groupHover: { animationPlayState: "paused" },
  _groupFocusVisible: { animationPlayState: "paused" },
  _motionReduce: { animationName: "none", width: "auto", minWidth: "0" }
})
const copy = css({
  paddingRight: "12",
  fontSize: "sm",
  _motionReduce: { overflow: "hidden", textOverflow: "ellipsis" }
})
/** The second copy only makes the loop seamless: nobody hears it twice, reduced motion does not see it. */
const echo = css({ _motionReduce: { display: "none" } })
const title = css({ fontWeight: "semibold" })
const dismiss = css({ color: "muted", flexShrink: 0, _hover: { color: "paper" } })

export interface AnnouncementTickerProps {
  /** The newest items, newest first (announcement.ts, tickerItems). */
  readonly items: ReadonlyArray<NewsItem>
  readonly onOpen: () => void
  readonly onDismiss: () => void
}

/** How long one loop takes: the same reading pace whatever the length (about 7 characters a second). */
const loopSeconds = (text: string): number => Math.max(12, Math.round(text.length / 7))

/** The ticker of the newest announcements (UI-19): a press opens the list, × closes the ticker. */
export const AnnouncementTicker = ({ items, onOpen, onDismiss }: AnnouncementTickerProps) => {
  const line = items.map((item) => `${item.title} — ${item.body}`).join("   •   ")
  const text = items.map((item) => (
    <span key={item.id}>
      <span className={title}>{item.title}</span> — {item.body}
      {"   •   "}
    </span>
  ))
  return (
    <section
      aria-label={announcementTexts.tickerLabel}
      className={bar}
      style={{ height: `${TICKER_HEIGHT_PX}px` }}
      data-announcement-ticker=""
    >
      <Icon name="megaphone" size={20} className={icon} />
      <button
        type="button"
        onClick={onOpen}
        className={cx("group", open, focusRing)}
        aria-label={`${announcementTexts.tickerOpen}: ${line}`}
      >
        <span className={track} style={{ animationDuration: `${loopSeconds(line)}s` }}>
          <span className={copy}>{text}</span>
          <span className={cx(copy, echo)} aria-hidden="true">
            {text}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={announcementTexts.tickerDismiss}
        className={cx(roundIconButton, dismiss, focusRing)}
      >
        <Icon name="close" size={20} />
      </button>
    </section>
  )
}
