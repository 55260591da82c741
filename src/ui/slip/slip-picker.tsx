import { useId } from "react"
import { css } from "../../../styled-system/css"
import { SLIP_IMAGE_TYPES } from "../../domain/slip"
import { Button } from "../button"
import { Icon } from "../icon"
import { slipTexts } from "./texts"

const drop = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  minHeight: "140px",
  padding: "5",
  borderRadius: "xl",
  borderWidth: "2px",
  borderStyle: "dashed",
  borderColor: "brand",
  bg: "surfaceRaised",
  color: "paper",
  cursor: "pointer",
  textAlign: "center",
  _hover: { filter: "brightness(1.1)" },
  "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "brand", outlineOffset: "2px" }
})
const dropTitle = css({ fontSize: "lg", fontWeight: "bold", color: "brand" })
const hint = css({ fontSize: "sm", color: "muted" })
const uploadBox = css({ display: "grid", gap: "3", justifyItems: "center" })
const previewImage = css({
  maxHeight: "220px",
  maxWidth: "100%",
  borderRadius: "lg",
  objectFit: "contain",
  bg: "white"
})
const bar = css({ width: "100%", height: "10px", borderRadius: "full", bg: "surfaceRaised", overflow: "hidden" })
const barFill = css({
  height: "100%",
  bg: "brand",
  transition: "width 200ms",
  _motionReduce: { transition: "none" }
})
const statusLine = css({ color: "muted", fontSize: "md" })

export interface SlipPickerProps {
  /** The chosen image's object URL while it uploads (the screen makes and revokes it). */
  readonly previewUrl: string | null
  readonly uploading: boolean
  readonly percent: number
  readonly onChoose: (file: File) => void
  readonly onCancel: () => void
}

/**
 * 'อัปโหลดสลิป': choosing a file starts the upload at once (no second button); while it goes, the
 * preview, the progress bar and 'ยกเลิก'.
 */
export const SlipPicker = ({ previewUrl, uploading, percent, onChoose, onCancel }: SlipPickerProps) => {
  const inputId = useId()
  const hintId = useId()
  if (uploading) {
    return (
      <div className={uploadBox}>
        {previewUrl !== null ? <img src={previewUrl} alt={slipTexts.preview} className={previewImage} /> : null}
        <p role="status" className={statusLine}>
          {slipTexts.uploading}
        </p>
        <div
          role="progressbar"
          aria-label={slipTexts.uploadProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className={bar}
        >
          <div className={barFill} style={{ width: `${percent}%` }} />
        </div>
        <Button variant="secondary" onClick={onCancel}>
          {slipTexts.cancel}
        </Button>
      </div>
    )
  }
  return (
    <label htmlFor={inputId} className={drop}>
      <Icon name="deposit" size={36} />
      <span className={dropTitle}>{slipTexts.upload}</span>
      <span id={hintId} className={hint}>
        {slipTexts.uploadHint}
      </span>
      <input
        id={inputId}
        type="file"
        accept={SLIP_IMAGE_TYPES.join(",")}
        aria-describedby={hintId}
        className={css({ srOnly: true })}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          // The same file may be chosen again after a refusal.
          event.currentTarget.value = ""
          if (file !== undefined) onChoose(file)
        }}
      />
    </label>
  )
}
