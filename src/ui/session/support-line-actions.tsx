import { css, cx } from "../../../styled-system/css"
import type { LineChatLink } from "../../domain/password-reset"
import { Button } from "../button"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { useHydrated } from "../use-hydrated"
import { forgotPasswordTexts as t } from "./forgot-password-texts"

const actions = css({ display: "grid", gap: "3" })
// The brand's colour as every primary action; a chat mark in LINE's green says where it goes. (Not
// the LINE mark itself: shared with the public layout, it would leave that layout's chunk and cost
// every public page a request.)
const lineLink = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "3",
  minHeight: "48px",
  paddingX: "5",
  borderRadius: "xl",
  bg: "brand",
  color: "onBrand",
  fontSize: "md",
  fontWeight: "semibold",
  textDecoration: "none",
  _hover: { filter: "brightness(1.08)" }
})
const lineBadge = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "32px",
  height: "32px",
  borderRadius: "lg",
  bg: "#06C755",
  color: "white"
})
const status = css({ minHeight: "1.6em", fontSize: "md", color: "success", lineHeight: "1.6" })
const note = css({ fontSize: "md", color: "muted", lineHeight: "1.7" })
const idLine = css({ fontSize: "md", color: "paper", overflowWrap: "anywhere" })

/** The brand's LINE as the page knows it: still loading, unreadable, absent, or its link. */
export type SupportLine =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly detail: string; readonly onRetry: () => void }
  | { readonly state: "none" }
  | { readonly state: "ready"; readonly id: string; readonly link: LineChatLink }

/** What the last 'คัดลอกข้อความ' came to: nothing yet, copied, or the browser would not copy. */
export type CopyStatus = "idle" | "copied" | "manual"

export interface SupportLineActionsProps {
  readonly line: SupportLine
  readonly onCopy: () => void
  readonly copyStatus: CopyStatus
}

/** The LINE link, as wide and tall as the copy button, the LINE mark inside (external: a new tab). */
const LineLink = ({ link }: { readonly link: LineChatLink }) => (
  <a
    href={link.url}
    target="_blank"
    rel="noopener noreferrer"
    className={cx(lineLink, focusRing)}
    data-line-link={link.prefilled ? "prefilled" : "profile"}
  >
    <span className={lineBadge}>
      <Icon name="contact" size={20} />
    </span>
    {link.prefilled ? t.sendOnLine : t.openLine}
  </a>
)

/** Before the settings answer: the link's and the id's places, so nothing moves when they come. */
const LineSkeleton = () => (
  <>
    <Skeleton height="48px" className={css({ borderRadius: "xl" })} />
    <Skeleton width="12rem" height="1.6em" />
  </>
)

const LineRow = ({ line }: { readonly line: SupportLine }) => {
  switch (line.state) {
    case "loading":
      return <LineSkeleton />
    case "failed":
      return <LoadFailedNotice message={t.settingsFailed} detail={line.detail} onRetry={line.onRetry} />
    case "none":
      return <p className={note}>{t.unavailable}</p>
    case "ready":
      return (
        <>
          <LineLink link={line.link} />
          <p className={idLine}>{t.lineId(line.id)}</p>
        </>
      )
  }
}

/**
 * Sending the message (#29): the brand's LINE, with the message typed in where LINE allows it, and
 * 'คัดลอกข้อความ' with its 'คัดลอกแล้ว'. The copy needs the page adopted by React (prerendered).
 */
export const SupportLineActions = ({ line, onCopy, copyStatus }: SupportLineActionsProps) => {
  const hydrated = useHydrated()
  // How to send it, before the buttons. While the settings load it says what most brands' official
  // accounts allow, so the buttons below do not move when the link comes.
  const how = line.state === "ready" && !line.link.prefilled ? t.howPaste : t.howPrefilled
  return (
    <div className={actions} aria-busy={line.state === "loading" || undefined}>
      {line.state === "loading" || line.state === "ready" ? <p className={note}>{how}</p> : null}
      <LineRow line={line} />
      <Button variant="secondary" fullWidth onClick={onCopy} disabled={!hydrated}>
        {t.copy}
      </Button>
      <p role="status" className={status}>
        {copyStatus === "copied" ? t.copied : copyStatus === "manual" ? t.copyManually : ""}
      </p>
    </div>
  )
}
