import { Schema } from "effect"
import { DeliveryAddress, MyAddress } from "../../domain/address-schema"
import { CallFailure } from "../../domain/failure-schema"
import { remoteData } from "../remote-data-schema"

// The `userAddress` slice (STORE-01, ENT-18): ONE address record per player (null when none is
// saved yet), not a list; the save (API-55, a write) beside it.

export const AddressSaveSchema = Schema.Struct({
  status: Schema.Literal("idle", "submitting", "verifying", "unverified"),
  /** The save whose outcome is not known yet: a resend of the same address reuses its key. */
  pending: Schema.NullOr(Schema.Struct({ key: Schema.String, address: DeliveryAddress })),
  /** The server's refusal (its Thai message). */
  error: Schema.NullOr(CallFailure)
})
export type AddressSave = typeof AddressSaveSchema.Type

export const UserAddressStateSchema = Schema.Struct({
  /** ENT-18: the one record (the spec's member), null inside when the player has none. */
  record: remoteData(MyAddress),
  save: AddressSaveSchema
})
export type UserAddressState = typeof UserAddressStateSchema.Type
