import { useRef } from "react"
import { css } from "../../../styled-system/css"
import { resultText } from "../../domain/wheel"
import type { WheelSpin } from "../../domain/wheel-schema"
import { Button } from "../button"
import { Modal } from "../modal"
import { wheelTexts } from "./texts"

const title = css({ fontSize: "xl", fontWeight: "bold", marginBottom: "2" })
const prize = css({ fontSize: "lg", marginBottom: "2" })
const note = css({ fontSize: "sm", color: "muted", marginBottom: "5" })

/** 'คุณได้รับ <label>' or, for a no-prize segment, 'เสียใจด้วย <label>' once the wheel stops. */
export const WheelResultDialog = ({
  spin,
  onClose
}: {
  readonly spin: WheelSpin | null
  readonly onClose: () => void
}) => {
  const ok = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={spin !== null}
      labelledBy="wheel-result-title"
      describedBy="wheel-result-text"
      onClose={onClose}
      initialFocus={ok}
    >
      <h2 id="wheel-result-title" className={title}>
        {wheelTexts.resultTitle}
      </h2>
      <p id="wheel-result-text" className={prize}>
        {spin === null ? "" : resultText(spin)}
      </p>
      {spin !== null && spin.kind !== "none" ? (
        <p className={note}>{spin.kind === "credit" ? wheelTexts.creditNote : wheelTexts.pointNote}</p>
      ) : null}
      <Button ref={ok} fullWidth onClick={onClose}>
        {wheelTexts.ok}
      </Button>
    </Modal>
  )
}
