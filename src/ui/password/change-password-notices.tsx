import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { doneNotice } from "../done-notice-style"
import { Icon } from "../icon"
import { passwordTexts } from "./texts"

// What a password change came to, under the form: done (green), or not known (a lost answer), with
// 'ลองอีกครั้ง', which sends the same change with the same key (the server answers it once).

const title = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "semibold" })
const note = css({ color: "paper", fontSize: "sm", lineHeight: "1.6" })
const unsureBox = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  padding: "3",
  borderRadius: "xl",
  bg: "rgb(var(--brand-rgb, 255 202 0) / 0.1)",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "brand",
  color: "paper"
})

export const PasswordChangedNotice = () => (
  <div role="status" className={doneNotice}>
    <p className={title}>
      <Icon name="check" size={20} />
      {passwordTexts.changed}
    </p>
    <p className={note}>{passwordTexts.changedNote}</p>
  </div>
)

export interface PasswordChangeUnsureProps {
  readonly busy: boolean
  readonly onRetry: () => void
}

export const PasswordChangeUnsure = ({ busy, onRetry }: PasswordChangeUnsureProps) => (
  <div role="alert" className={unsureBox}>
    <p className={title}>{passwordTexts.unsure.title}</p>
    <p className={note}>{passwordTexts.unsure.body}</p>
    <Button busy={busy} onClick={onRetry} fullWidth>
      {passwordTexts.unsure.retry}
    </Button>
  </div>
)
