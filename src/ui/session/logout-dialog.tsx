import { useId, useRef } from "react"
import { css } from "../../../styled-system/css"
import { LOGOUT_CONFIRM_AUTO_CLOSE_MS } from "../../domain/constants"
import { Button } from "../button"
import { Icon } from "../icon"
import { Modal } from "../modal"
import { usePausableAutoClose } from "../use-pausable-auto-close"
import { sessionTexts } from "./texts"

const iconWrap = css({ display: "flex", justifyContent: "center", color: "brand", marginBottom: "3" })
const title = css({ fontSize: "xl", fontWeight: "bold", lineHeight: "1.6", marginBottom: "2" })
const body = css({ fontSize: "md", color: "paper", lineHeight: "1.7", marginBottom: "6" })
const actions = css({ display: "flex", flexDirection: "row", gap: "3", "& > *": { flex: "1" } })

export interface LogoutDialogProps {
  readonly open: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/**
 * The logout confirmation (LAYOUT-04..LAYOUT-13): #212121 background, question icon, cancel left of
 * confirm, a close button, and it closes by itself after 5 s without logging out, unless the player is
 * reading it (the pointer over it, or focus moved with Tab).
 */
export const LogoutDialog = ({ open, onConfirm, onCancel }: LogoutDialogProps) => {
  const titleId = useId()
  const bodyId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const autoCloseHolds = usePausableAutoClose(open, LOGOUT_CONFIRM_AUTO_CLOSE_MS, onCancel)

  return (
    <Modal
      open={open}
      labelledBy={titleId}
      describedBy={bodyId}
      onClose={onCancel}
      initialFocus={cancelRef}
      panelEvents={autoCloseHolds}
    >
      <div className={iconWrap}>
        <Icon name="question" size={64} />
      </div>
      <h2 id={titleId} className={title}>
        {sessionTexts.logout.title}
      </h2>
      <p id={bodyId} className={body}>
        {sessionTexts.logout.body}
      </p>
      <div className={actions}>
        <Button variant="secondary" onClick={onCancel} ref={cancelRef}>
          {sessionTexts.logout.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {sessionTexts.logout.confirm}
        </Button>
      </div>
    </Modal>
  )
}
