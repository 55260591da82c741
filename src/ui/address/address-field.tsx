import type { ReactNode } from "react"
import { formFieldStyles as f } from "../form-field-style"
import { Skeleton } from "../skeleton"
import { textInput } from "../text-input-style"
import { addressTexts } from "./texts"

export interface AddressFieldProps {
  readonly id: string
  readonly name: string
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly onBlur: () => void
  /** The rule the value breaks, shown once the field was touched. */
  readonly error: string | null
  readonly optional?: boolean
  readonly inputMode?: "text" | "numeric" | "tel"
  readonly type?: "text" | "tel"
  readonly autoComplete: string
  readonly maxLength: number
  /** The saved address is still being read: a grey box the input's size stands where it comes. */
  readonly loading?: boolean
}

/** Where an input comes while the saved address loads: its size, so nothing moves when it arrives. */
export const InputPlaceholder = () => <Skeleton height="48px" />

/** The line under a field: always in the page (empty when fine) so a screen reader hears each change. */
export const FieldError = ({ id, error }: { readonly id: string; readonly error: string | null }) => (
  <p id={id} className={f.error}>
    {error ?? ""}
  </p>
)

/** The field's name is its label alone (the words); '(ไม่บังคับ)' beside it describes it. */
export const FieldLabel = ({
  htmlFor,
  label,
  optional
}: {
  readonly htmlFor: string
  readonly label: string
  readonly optional: boolean
}): ReactNode => (
  <span>
    <label htmlFor={htmlFor} className={f.label}>
      {label}
    </label>
    {optional ? (
      <span id={`${htmlFor}-optional`} className={f.optional}>
        {addressTexts.optional}
      </span>
    ) : null}
  </span>
)

/** One labelled field of the address form. */
export const AddressField = (props: AddressFieldProps) => (
  <div className={f.field}>
    <FieldLabel htmlFor={props.id} label={props.label} optional={props.optional ?? false} />
    {props.loading === true ? (
      <InputPlaceholder />
    ) : (
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        inputMode={props.inputMode ?? "text"}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        aria-invalid={props.error !== null}
        aria-describedby={props.optional === true ? `${props.id}-optional ${props.id}-error` : `${props.id}-error`}
        className={textInput}
      />
    )}
    <FieldError id={`${props.id}-error`} error={props.error} />
  </div>
)
