// The delivery address's fields and limits, read by its rules (address.ts) and its wire schema
// (address-schema.ts) alike: here, so that neither imports the other.

/** The form's values: every field as typed (the optional ones empty when not filled). */
export interface AddressDraft {
  readonly recipientName: string
  readonly phone: string
  readonly houseNo: string
  readonly village: string
  readonly road: string
  readonly subdistrict: string
  readonly district: string
  readonly province: string
  readonly postcode: string
}
export type AddressField = keyof AddressDraft

/** The longest each field may be (characters, after trimming); the wire schema reads them here. */
export const ADDRESS_MAX: Readonly<Record<AddressField, number>> = {
  recipientName: 100,
  phone: 10,
  houseNo: 30,
  village: 100,
  road: 100,
  subdistrict: 60,
  district: 60,
  province: 60,
  postcode: 5
}

/** A Thai phone number: 10 digits from 0 (mobile) or 9 from 0 (landline); the wire schema uses it too. */
export const THAI_PHONE = /^0\d{8,9}$/
