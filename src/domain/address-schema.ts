import { Schema } from "effect"
import { ADDRESS_MAX, THAI_PHONE } from "./address-limits"

// A player's delivery address (issue #14 OPEN-14; issue #13's goods rewards are sent to it): the
// recipient, a Thai phone number, the house number, optional village/building and road/soi, the
// subdistrict, district and province, and the 5-digit postcode. One schema for the reward area's
// reference API and #14's manage-address screen.

/**
 * Filled and trimmed: no space at either end (a pattern rather than Schema.trimmed(), which no other
 * client schema uses: it would grow the shared effect chunk every page loads).
 */
const Filled = (max: number) =>
  Schema.String.pipe(Schema.pattern(/^\S(?:[\s\S]*\S)?$/), Schema.minLength(1), Schema.maxLength(max))
const optional = <A, I>(schema: Schema.Schema<A, I>) => Schema.optionalWith(schema, { exact: true })

/** A Thai phone number: 10 digits starting with 0 (mobile) or 9 starting with 0 (landline). */
const ThaiPhone = Schema.String.pipe(Schema.pattern(THAI_PHONE))
/** A Thai postcode: 5 digits. */
const Postcode = Schema.String.pipe(Schema.pattern(/^\d{5}$/))

export const DeliveryAddress = Schema.Struct({
  recipientName: Filled(ADDRESS_MAX.recipientName),
  phone: ThaiPhone,
  houseNo: Filled(ADDRESS_MAX.houseNo),
  /** หมู่บ้าน / อาคาร (optional). */
  village: optional(Filled(ADDRESS_MAX.village)),
  /** ถนน / ซอย (optional). */
  road: optional(Filled(ADDRESS_MAX.road)),
  subdistrict: Filled(ADDRESS_MAX.subdistrict),
  district: Filled(ADDRESS_MAX.district),
  province: Filled(ADDRESS_MAX.province),
  postcode: Postcode
})
export type DeliveryAddress = typeof DeliveryAddress.Type

/**
 * PATCH /api/auth/address's body (API-55): the address object, read loosely (every field a string,
 * the optional ones may be left out) so that the reference API answers a broken rule with its Thai
 * message (domain/address.ts) rather than the generic 'ข้อมูลที่ส่งมาไม่ถูกต้อง'.
 */
export const AddressInput = Schema.Struct({
  recipientName: Schema.String,
  phone: Schema.String,
  houseNo: Schema.String,
  village: optional(Schema.String),
  road: optional(Schema.String),
  subdistrict: Schema.String,
  district: Schema.String,
  province: Schema.String,
  postcode: Schema.String
})
export type AddressInput = typeof AddressInput.Type

/** GET /api/auth/address/mine (API-54): the player's address, or null when they have none yet. */
export const MyAddress = Schema.NullOr(DeliveryAddress)
