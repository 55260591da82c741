import type { ReactNode } from "react"
import { FieldNoteLine, type FieldNote } from "./field-note"
import { formFieldStyles as f } from "./form-field-style"

// A labelled form field's frame, the one registration's fields and the password fields share: the
// label (with '(ไม่บังคับ)' beside it when asked), an optional hint under it, the input the caller
// draws, and the note line under it. The input gets the ids it must name in aria-describedby.

export interface FieldFrameProps {
  readonly id: string
  readonly label: string
  readonly hint?: string | undefined
  /** The words beside the label of a field that may stay empty; none for a required one. */
  readonly optionalText?: string | undefined
  readonly note: FieldNote | null
  /** Draws the input (and anything under it) with the ids its aria-describedby names. */
  readonly children: (describedBy: string) => ReactNode
}

export const FieldFrame = ({ id, label, hint, optionalText, note, children }: FieldFrameProps) => {
  const describedBy = [hint === undefined ? null : `${id}-hint`, `${id}-note`].filter((part) => part !== null).join(" ")
  return (
    <div className={f.field}>
      <label htmlFor={id} className={f.label}>
        {label}
        {optionalText === undefined ? null : <span className={f.optional}> {optionalText}</span>}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={f.hint}>
          {hint}
        </p>
      )}
      {children(describedBy)}
      <FieldNoteLine id={`${id}-note`} note={note} />
    </div>
  )
}
