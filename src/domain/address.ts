import { ADDRESS_MAX, THAI_PHONE, type AddressDraft, type AddressField } from "./address-limits"
import type { DeliveryAddress } from "./address-schema"

export { ADDRESS_MAX, THAI_PHONE, type AddressDraft, type AddressField } from "./address-limits"

// The delivery address's rules (issue #14, OPEN-14 fields, OPEN-20 rules), one module for both
// sides: the manage-address form checks them as the player types, and the reference API checks the
// same again on PATCH /api/auth/address. Each field's rule answers null (fine) or the Thai message
// shown under it. Thai place names are not checked against a dataset, which may lag behind the
// post office's changes: whatever name the player types is kept.

/**
 * The fields in the form's order (the first broken one is the server's refusal): the postcode comes
 * before the three places it suggests, so choosing a suggestion fills what follows it.
 */
export const ADDRESS_FIELDS: ReadonlyArray<AddressField> = [
  "recipientName",
  "phone",
  "houseNo",
  "village",
  "road",
  "postcode",
  "subdistrict",
  "district",
  "province"
]

/** Thai postcodes run 10000 (Bangkok) to 96xxx (Narathiwat). */
const POSTCODE = /^(?:1\d|[2-8]\d|9[0-6])\d{3}$/

export const ADDRESS_RULES = {
  recipientNameRequired: "กรุณากรอกชื่อผู้รับ",
  phoneRequired: "กรุณากรอกเบอร์โทรศัพท์",
  phoneInvalid: "เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0",
  houseNoRequired: "กรุณากรอกบ้านเลขที่",
  subdistrictRequired: "กรุณากรอกตำบล/แขวง",
  districtRequired: "กรุณากรอกอำเภอ/เขต",
  provinceRequired: "กรุณากรอกจังหวัด",
  postcodeRequired: "กรุณากรอกรหัสไปรษณีย์",
  postcodeInvalid: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก",
  tooLong: (max: number) => `ยาวได้ไม่เกิน ${max} ตัวอักษร`
} as const

export const EMPTY_ADDRESS: AddressDraft = {
  recipientName: "",
  phone: "",
  houseNo: "",
  village: "",
  road: "",
  subdistrict: "",
  district: "",
  province: "",
  postcode: ""
}

/** Trims every field and takes the spaces and hyphens out of the phone ("081-234 5678"). */
export const normaliseAddress = (draft: AddressDraft): AddressDraft => ({
  recipientName: draft.recipientName.trim(),
  phone: draft.phone.replace(/[\s-]/g, ""),
  houseNo: draft.houseNo.trim(),
  village: draft.village.trim(),
  road: draft.road.trim(),
  subdistrict: draft.subdistrict.trim(),
  district: draft.district.trim(),
  province: draft.province.trim(),
  postcode: draft.postcode.trim()
})

const REQUIRED: Readonly<Partial<Record<AddressField, string>>> = {
  recipientName: ADDRESS_RULES.recipientNameRequired,
  phone: ADDRESS_RULES.phoneRequired,
  houseNo: ADDRESS_RULES.houseNoRequired,
  subdistrict: ADDRESS_RULES.subdistrictRequired,
  district: ADDRESS_RULES.districtRequired,
  province: ADDRESS_RULES.provinceRequired,
  postcode: ADDRESS_RULES.postcodeRequired
}

/** One field's problem (its value already normalised), or null. */
export const addressFieldProblem = (field: AddressField, value: string): string | null => {
  if (value === "") return REQUIRED[field] ?? null
  if (field === "phone") return THAI_PHONE.test(value) ? null : ADDRESS_RULES.phoneInvalid
  if (field === "postcode") return POSTCODE.test(value) ? null : ADDRESS_RULES.postcodeInvalid
  // Characters as the player sees them (a Thai vowel mark is a code point of its own).
  return [...value].length > ADDRESS_MAX[field] ? ADDRESS_RULES.tooLong(ADDRESS_MAX[field]) : null
}

export type AddressProblems = Readonly<Partial<Record<AddressField, string>>>

/** Every field's problem, after normalising; empty when the address may be saved. */
export const addressProblems = (draft: AddressDraft): AddressProblems => {
  const clean = normaliseAddress(draft)
  const problems: Partial<Record<AddressField, string>> = {}
  for (const field of ADDRESS_FIELDS) {
    const problem = addressFieldProblem(field, clean[field])
    if (problem !== null) problems[field] = problem
  }
  return problems
}

/** The first broken field in the form's order, with its message (the server's refusal). */
export const firstAddressProblem = (
  draft: AddressDraft
): { readonly field: AddressField; readonly message: string } | null => {
  const problems = addressProblems(draft)
  for (const field of ADDRESS_FIELDS) {
    const message = problems[field]
    if (message !== undefined) return { field, message }
  }
  return null
}

/** The address to save (normalised, the empty optional fields left out), or null while a rule fails. */
export const addressFromDraft = (draft: AddressDraft): DeliveryAddress | null => {
  if (firstAddressProblem(draft) !== null) return null
  const clean = normaliseAddress(draft)
  return {
    recipientName: clean.recipientName,
    phone: clean.phone,
    houseNo: clean.houseNo,
    ...(clean.village === "" ? {} : { village: clean.village }),
    ...(clean.road === "" ? {} : { road: clean.road }),
    subdistrict: clean.subdistrict,
    district: clean.district,
    province: clean.province,
    postcode: clean.postcode
  }
}

/** The form's values for a saved address (none: an empty form). */
export const draftFromAddress = (address: DeliveryAddress | null): AddressDraft =>
  address === null ? EMPTY_ADDRESS : { ...EMPTY_ADDRESS, ...address }

/** Whether the form says something else than the saved address (trimmed: spaces alone are no change). */
export const addressChanged = (draft: AddressDraft, saved: DeliveryAddress | null): boolean => {
  const now = normaliseAddress(draft)
  const before = normaliseAddress(draftFromAddress(saved))
  return ADDRESS_FIELDS.some((field) => now[field] !== before[field])
}

/** Whether two addresses hold the same values (an unsure save is read back and compared). */
export const sameAddress = (a: DeliveryAddress | null, b: DeliveryAddress | null): boolean =>
  a !== null && b !== null && !addressChanged(draftFromAddress(a), b)
