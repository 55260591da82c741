import { textInput } from "../text-input-style"
import { FieldNoteLine, type FieldNote } from "../field-note"
import { formFieldStyles as fieldStyles } from "../form-field-style"
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
}: TextFieldProps) => {
  const described = [hint === undefined ? null : `${id}-hint`, `${id}-note`].filter((part) => part !== null).join(" ")
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {optional ? <span className={fieldStyles.optional}> {registerTexts.fields.optional}</span> : null}
      </label>
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
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
        aria-describedby={described}
        className={textInput}
      />
      <FieldNoteLine id={`${id}-note`} note={note} />
    </div>
  )
}
