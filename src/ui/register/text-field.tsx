import { textInput } from "../text-input-style"
import type { FieldNote } from "../field-note"
import { FieldFrame } from "../field-frame"
import { registerTexts } from "./texts"

export interface TextFieldProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur?: () => void
  readonly note: FieldNote | null
  readonly hint?: string | undefined
  readonly optional?: boolean
  readonly readOnly?: boolean
  readonly inputMode?: "text" | "numeric" | "tel"
  readonly autoComplete?: string
  readonly maxLength?: number
}

/** One labelled field of the registration form, with its hint and its note (rule or lookup). */
export const TextField = ({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  note,
  hint,
  optional = false,
  readOnly = false,
  inputMode = "text",
  autoComplete = "off",
  maxLength
}: TextFieldProps) => (
  <FieldFrame
    id={id}
    label={label}
    hint={hint}
    optionalText={optional ? registerTexts.fields.optional : undefined}
    note={note}
  >
    {(describedBy) => (
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={maxLength}
        readOnly={readOnly}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={note?.kind === "error"}
        aria-describedby={describedBy}
        className={textInput}
      />
    )}
  </FieldFrame>
)
