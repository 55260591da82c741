import { useId, useRef } from "react"
import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { Modal } from "../modal"
import { addressTexts } from "./texts"

const t = addressTexts.leave
const title = css({ fontSize: "xl", fontWeight: "bold", mb: "2" })
const body = css({ color: "muted", fontSize: "md", mb: "5" })
const buttons = css({ display: "grid", gap: "3" })

export interface LeaveDialogProps {
  readonly open: boolean
  readonly onStay: () => void
  readonly onLeave: () => void
}

/** 'ออกจากหน้านี้?': the form holds changes not saved; staying is the first (focused) choice. */
export const LeaveDialog = ({ open, onStay, onLeave }: LeaveDialogProps) => {
  const titleId = useId()
  const bodyId = useId()
  const stayRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal open={open} labelledBy={titleId} describedBy={bodyId} onClose={onStay} initialFocus={stayRef}>
      <h2 id={titleId} className={title}>
        {t.title}
      </h2>
      <p id={bodyId} className={body}>
        {t.body}
      </p>
      <div className={buttons}>
        <Button ref={stayRef} fullWidth onClick={onStay}>
          {t.stay}
        </Button>
        <Button variant="secondary" fullWidth onClick={onLeave}>
          {t.leave}
        </Button>
      </div>
    </Modal>
  )
}
