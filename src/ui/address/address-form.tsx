import type { FormEvent } from "react"
import { cx } from "../../../styled-system/css"
import { ADDRESS_MAX, type AddressDraft, type AddressField as Field } from "../../domain/address"
import type { PlaceSuggestion } from "../../domain/postcode-lookup"
import { Button } from "../button"
import { AddressField, InputPlaceholder } from "./address-field"
import { addressStyles as s } from "./address-styles"
import { PostcodeCombobox } from "./postcode-combobox"
import { addressTexts } from "./texts"
import { focusFirstError } from "../focus-first-error"

// The delivery address form (OPEN-11, OPEN-14): nine fields with the right keyboards and autofill,
// each rule's message once the field was touched, the postcode's places as suggestions, and
// 'บันทึก' with its progress and outcome under it.

const t = addressTexts

export type AddressFormStatus =
  | { readonly _tag: "Idle" }
  | { readonly _tag: "Saving" }
  | { readonly _tag: "Verifying" }
  | { readonly _tag: "Saved" }
  /** A refusal, a broken rule, offline, not saved: the text says which. */
  | { readonly _tag: "Problem"; readonly message: string }
  | { readonly _tag: "Unverified" }

export interface AddressFormProps {
  /**
   * The saved address is still being read (GET mine): the form shows its fields' names and the
   * postcode's hint at once, with grey boxes where the inputs and 'บันทึก' come. The same elements
   * stay when it arrives, only the boxes turn into inputs: nothing moves or paints again (#16).
   */
  readonly loading: boolean
  readonly values: AddressDraft
  /** The rules' messages of the touched fields. */
  readonly errors: Readonly<Partial<Record<Field, string>>>
  readonly onChange: (field: Field, value: string) => void
  readonly onBlur: (field: Field) => void
  readonly onPostcodeFocus: () => void
  readonly places: ReadonlyArray<PlaceSuggestion>
  readonly onChoosePlace: (place: PlaceSuggestion) => void
  /** No address is saved yet: the hint that goods rewards need one. */
  readonly none: boolean
  readonly changed: boolean
  readonly status: AddressFormStatus
  readonly onSubmit: () => void
  readonly onVerify: () => void
}

interface PlainField {
  readonly field: Exclude<Field, "postcode">
  readonly autoComplete: string
  readonly inputMode?: "numeric" | "tel"
  readonly type?: "tel"
  readonly optional?: boolean
}

const TOP: ReadonlyArray<PlainField> = [
  { field: "recipientName", autoComplete: "name" },
  { field: "phone", autoComplete: "tel", inputMode: "tel", type: "tel" },
  { field: "houseNo", autoComplete: "address-line1" },
  { field: "village", autoComplete: "address-line2", optional: true },
  { field: "road", autoComplete: "address-line3", optional: true }
]
const PLACES: ReadonlyArray<PlainField> = [
  { field: "subdistrict", autoComplete: "address-level3" },
  { field: "district", autoComplete: "address-level2" },
  { field: "province", autoComplete: "address-level1" }
]

/** The phone may be typed with its separators ("081-234-5678"). */
const maxLengthOf = (field: Field): number => (field === "phone" ? 12 : ADDRESS_MAX[field])

export const AddressForm = (props: AddressFormProps) => {
  const plain = (spec: PlainField) => (
    <AddressField
      key={spec.field}
      id={`address-${spec.field}`}
      name={spec.field}
      label={t.fields[spec.field]}
      value={props.values[spec.field]}
      onChange={(value) => props.onChange(spec.field, value)}
      onBlur={() => props.onBlur(spec.field)}
      error={props.errors[spec.field] ?? null}
      optional={spec.optional ?? false}
      autoComplete={spec.autoComplete}
      maxLength={maxLengthOf(spec.field)}
      loading={props.loading}
      {...(spec.inputMode === undefined ? {} : { inputMode: spec.inputMode })}
      {...(spec.type === undefined ? {} : { type: spec.type })}
    />
  )
  const busy = props.status._tag === "Saving" || props.status._tag === "Verifying"
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (props.loading) return
    props.onSubmit()
    focusFirstError(event.currentTarget)
  }
  return (
    <form noValidate onSubmit={submit} className={s.form} aria-busy={busy || props.loading}>
      {props.none && !props.loading ? <p className={s.none}>{t.none}</p> : null}
      {TOP.map(plain)}
      <PostcodeCombobox
        id="address-postcode"
        value={props.values.postcode}
        onChange={(value) => props.onChange("postcode", value)}
        onBlur={() => props.onBlur("postcode")}
        onFocus={props.onPostcodeFocus}
        error={props.errors.postcode ?? null}
        places={props.places}
        onChoose={props.onChoosePlace}
        loading={props.loading}
      />
      <div className={s.pair}>{PLACES.slice(0, 2).map(plain)}</div>
      {PLACES.slice(2).map(plain)}
      <div className={s.footer}>
        {props.loading ? (
          <InputPlaceholder />
        ) : (
          <Button type="submit" fullWidth busy={busy} disabled={!props.changed}>
            {props.status._tag === "Saving" ? t.saving : props.status._tag === "Verifying" ? t.verifying : t.save}
          </Button>
        )}
        <FormStatus status={props.status} changed={props.changed} loading={props.loading} onVerify={props.onVerify} />
      </div>
    </form>
  )
}

const FormStatus = ({
  status,
  changed,
  loading,
  onVerify
}: {
  readonly status: AddressFormStatus
  readonly changed: boolean
  readonly loading: boolean
  readonly onVerify: () => void
}) => (
  <>
    <p id="address-status" role="status" className={cx(s.status, statusClass(status))}>
      {loading ? "" : statusText(status, changed)}
    </p>
    {status._tag === "Unverified" ? (
      <Button variant="secondary" fullWidth onClick={onVerify}>
        {t.verifyAgain}
      </Button>
    ) : null}
  </>
)

const statusClass = (status: AddressFormStatus): string | undefined =>
  status._tag === "Saved" ? s.success : status._tag === "Problem" || status._tag === "Unverified" ? s.failure : s.note

const statusText = (status: AddressFormStatus, changed: boolean): string => {
  switch (status._tag) {
    case "Saved":
      return t.saved
    case "Problem":
      return status.message
    case "Unverified":
      return t.unverified
    case "Saving":
    case "Verifying":
      return ""
    case "Idle":
      return changed ? "" : t.unchanged
  }
}
