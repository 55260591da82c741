import { css, cx } from "../../styled-system/css"
import { Button } from "./button"
import { commonTexts } from "./common-texts"
import { Icon } from "./icon"

const box = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "surfaceRaised",
  color: "paper",
  borderLeft: "4px solid token(colors.danger)",
  fontFamily: "body",
  fontSize: "md",
  lineHeight: "1.6"
})
const text = css({ display: "flex", alignItems: "center", gap: "2", flex: "1 1 14rem" })
/** Above the bottom bar, clear of the floating contact button, on every screen of the area. */
const floatingBox = css({
  position: "fixed",
  left: "4",
  right: "4",
  bottom: "calc(96px + env(safe-area-inset-bottom))",
  zIndex: 20,
  boxShadow: "0 8px 24px rgba(0, 0, 0, 0.45)",
  md: { left: "auto", maxWidth: "26rem" }
})

export interface LoadFailedNoticeProps {
  /** What could not be loaded, in Thai; the failure's own text follows it. */
  readonly message: string
  readonly detail?: string | null
  readonly onRetry: () => void
  /** The retry button's text when the screen's design names it ('ลองใหม่'); 'ลองอีกครั้ง' by default. */
  readonly retryLabel?: string
  /** Floats above the page instead of sitting in its flow (for what belongs to no one screen). */
  readonly floating?: boolean
}

/** Something could not be loaded: what, and 'ลองอีกครั้ง' (every failure has a way on). */
export const LoadFailedNotice = ({
  message,
  detail,
  onRetry,
  floating = false,
  retryLabel = commonTexts.retry
}: LoadFailedNoticeProps) => (
  <div role="alert" className={cx(box, floating ? floatingBox : undefined)}>
    <span className={text}>
      <Icon name="alert" size={18} />
      <span>{detail === undefined || detail === null ? message : `${message} ${detail}`}</span>
    </span>
    <Button variant="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  </div>
)
