import { useState } from "react"
import {
  ADDRESS_FIELDS,
  addressChanged,
  addressProblems,
  draftFromAddress,
  EMPTY_ADDRESS,
  type AddressDraft,
  type AddressField,
  type AddressProblems
} from "../../domain/address"
import type { DeliveryAddress } from "../../domain/address-schema"
import type { PlaceSuggestion } from "../../domain/postcode-lookup"

// The form's values against the saved address: filled once from GET mine's answer, refilled from a
// saved answer, checked as the player types (a field's message shows once it was touched: left
// once, or every field after a press of 'บันทึก').

export interface AddressDraftState {
  readonly values: AddressDraft
  readonly errors: AddressProblems
  readonly problems: AddressProblems
  readonly changed: boolean
  readonly edit: (field: AddressField, value: string) => void
  readonly touch: (field: AddressField) => void
  readonly touchAll: () => void
  readonly choosePlace: (place: PlaceSuggestion) => void
}

/** `saved` is undefined while GET mine has not answered (nothing to fill the form from yet). */
export const useAddressDraft = (saved: DeliveryAddress | null | undefined, onEdit: () => void): AddressDraftState => {
  const [values, setValues] = useState<AddressDraft>(EMPTY_ADDRESS)
  const [filledFrom, setFilledFrom] = useState<DeliveryAddress | null | undefined>(undefined)
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set())
  // A new saved record (the first answer, a save's answer) fills the form, unless the player has
  // changes the record does not hold (a read-back after a lost answer that did not save): those stay.
  if (saved !== undefined && saved !== filledFrom) {
    setFilledFrom(saved)
    const untouched = filledFrom === undefined || !addressChanged(values, filledFrom)
    if (untouched || !addressChanged(values, saved)) setValues(draftFromAddress(saved))
  }
  const problems = addressProblems(values)
  const errors: Partial<Record<AddressField, string>> = {}
  for (const field of ADDRESS_FIELDS) {
    const problem = problems[field]
    if (problem !== undefined && touched.has(field)) errors[field] = problem
  }
  const edit = (field: AddressField, value: string) => {
    setValues((now) => ({ ...now, [field]: value }))
    onEdit()
  }
  return {
    values,
    errors,
    problems,
    changed: saved !== undefined && addressChanged(values, saved),
    edit,
    touch: (field) => setTouched((now) => (now.has(field) ? now : new Set([...now, field]))),
    touchAll: () => setTouched(new Set(ADDRESS_FIELDS)),
    choosePlace: (place) => {
      setValues((now) => ({ ...now, ...place }))
      setTouched((now) => new Set([...now, "subdistrict", "district", "province"]))
      onEdit()
    }
  }
}
