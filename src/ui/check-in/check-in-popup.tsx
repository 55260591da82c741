import { useId } from "react"
import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { Icon } from "../icon"
import { Modal } from "../modal"
import { checkInPopupTexts } from "./popup-texts"

const iconWrap = css({ display: "flex", justifyContent: "center", color: "brand", marginBottom: "3" })
const title = css({ fontSize: "xl", fontWeight: "bold", lineHeight: "1.6", marginBottom: "2" })
const text = css({ fontSize: "md", lineHeight: "1.7", marginBottom: "2" })
const streak = css({ fontSize: "md", color: "brand", fontWeight: "semibold", marginBottom: "5" })
const errorText = css({ color: "danger", fontSize: "md", marginBottom: "4" })
const statusText = css({ color: "muted", fontSize: "md", marginBottom: "4" })

/** Where the press stands: ready, sent, its outcome being read, or not readable for now. */
export type CheckInPopupStatus = "idle" | "submitting" | "verifying" | "unverified"

export interface CheckInPopupProps {
  readonly open: boolean
  readonly status: CheckInPopupStatus
  /** A Thai message when the last check-in failed. */
  readonly error: string | null
  readonly daysCheckedIn: number
  readonly onCheckIn: () => void
  /** Reads the outcome of an unsure check-in again ('ตรวจสอบอีกครั้ง'); sends nothing. */
  readonly onVerify: () => void
  readonly onClose: () => void
}

/** The daily check-in popup (CHECKIN-04..CHECKIN-06). */
export const CheckInPopup = ({
  open,
  status,
  error,
  daysCheckedIn,
  onCheckIn,
  onVerify,
  onClose
}: CheckInPopupProps) => {
  const titleId = useId()
  const bodyId = useId()
  return (
    <Modal open={open} labelledBy={titleId} describedBy={bodyId} onClose={onClose}>
      <div className={iconWrap}>
        <Icon name="calendar" size={56} />
      </div>
      <h2 id={titleId} className={title}>
        {checkInPopupTexts.title}
      </h2>
      <p id={bodyId} className={text}>
        {checkInPopupTexts.body}
      </p>
      <p className={streak}>{checkInPopupTexts.streak(daysCheckedIn)}</p>
      <p role="status" className={statusText}>
        {status === "verifying" ? checkInPopupTexts.verifying : null}
      </p>
      <div role="alert" className={errorText}>
        {status === "unverified" ? checkInPopupTexts.unverified : error}
      </div>
      {status === "unverified" ? (
        <Button fullWidth onClick={onVerify}>
          {checkInPopupTexts.verifyAgain}
        </Button>
      ) : (
        <Button fullWidth busy={status === "submitting" || status === "verifying"} onClick={onCheckIn}>
          {checkInPopupTexts.submit}
        </Button>
      )}
    </Modal>
  )
}
