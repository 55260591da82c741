import { Schema } from "effect"
import { DeliveryAddress, MyAddress } from "../../domain/address-schema"
import { CallFailure } from "../../domain/failure-schema"
import { datasetEvents, noContext } from "../dataset-events"

// The delivery address's facts (issue #14, ENT-18, API-54, API-55). Saving is a write (money.md):
// started with its Idempotency-Key, then saved, refused, or unsure (its answer lost: the address is
// read back with GET mine and compared). Every address here is personal data: the exported log
// masks its fields (events/log/redact.ts).

/** API-54: the player's address (null: none saved yet). */
export const UserAddressEvents = datasetEvents("UserAddress", MyAddress, noContext)

/** 'บันทึก' was pressed: this address goes with this key. */
export const AddressSaveStarted = Schema.TaggedStruct("AddressSaveStarted", {
  key: Schema.String,
  address: DeliveryAddress
})
/** API-55 answered: the stored address replaces the record. */
export const AddressSaved = Schema.TaggedStruct("AddressSaved", { address: DeliveryAddress })
/** The server refused it (its Thai message): the next press is a new intent. */
export const AddressSaveFailed = Schema.TaggedStruct("AddressSaveFailed", { failure: CallFailure })
/** No answer that tells: the address is read back, nothing is resent. */
export const AddressSaveUnsure = Schema.TaggedStruct("AddressSaveUnsure", { failure: CallFailure })
/** 'ตรวจสอบอีกครั้ง': the player asked to read an unsure save's outcome again. */
export const AddressVerifyStarted = Schema.TaggedStruct("AddressVerifyStarted", {})
/** The address was read back after an unsure save: whether it holds what was sent. */
export const AddressVerified = Schema.TaggedStruct("AddressVerified", { saved: Schema.Boolean })

export const AddressEvent = Schema.Union(
  UserAddressEvents.events,
  AddressSaveStarted,
  AddressSaved,
  AddressSaveFailed,
  AddressSaveUnsure,
  AddressVerifyStarted,
  AddressVerified
)
