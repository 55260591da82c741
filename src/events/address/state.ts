import { Schema } from "effect"
import { DeliveryAddress, MyAddress } from "../../domain/address-schema"
import { remoteData } from "../remote-data-schema"
import { writeStatusFields } from "../once-only-write-schema"

// The `userAddress` slice (STORE-01, ENT-18): ONE address record per player (null when none is
// saved yet), not a list; the save (API-55, a write) beside it.

/**
 * The save's write record (money.md): its phase, the save whose outcome is not known yet (its key
 * and the address sent: a resend of the same address reuses the key) and the refusal's Thai text.
 */
export const AddressSaveSchema = Schema.Struct(writeStatusFields({ address: DeliveryAddress }))
export type AddressSave = typeof AddressSaveSchema.Type

export const UserAddressStateSchema = Schema.Struct({
  /** ENT-18: the one record (the spec's member), null inside when the player has none. */
  record: remoteData(MyAddress),
  save: AddressSaveSchema
})
export type UserAddressState = typeof UserAddressStateSchema.Type

/**
 * The area's personal fields (its line in events/schemas.ts; events/log/redact.ts masks them): the
 * press's `address` and every field of a delivery address, wherever it sits (here, not in events.ts,
 * so that only the log format loads it).
 */
export const ADDRESS_PERSONAL_FIELDS: ReadonlyArray<string> = ["address", ...Object.keys(DeliveryAddress.fields)]
