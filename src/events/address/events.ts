import { Schema } from "effect"
import { DeliveryAddress, MyAddress } from "../../domain/address-schema"
import { datasetEvents, noContext } from "../dataset-events"
import { onceOnlyWriteEvents } from "../once-only-write-schema"

// The delivery address's facts (issue #14, ENT-18, API-54, API-55). Saving is a write (money.md):
// started with its Idempotency-Key, then saved, refused, or unsure (its answer lost: the address is
// read back with GET mine and compared). Every address here is personal data: the exported log
// masks its fields (ADDRESS_PERSONAL_FIELDS in state.ts: the press's `address`, in the events and
// in the record, and every field of a delivery address wherever it sits).

/** API-54: the player's address (null: none saved yet). */
export const UserAddressEvents = datasetEvents("UserAddress", MyAddress, noContext)

/**
 * 'บันทึก' as a write (money.md, once-only-write-schema.ts): AddressSaveStarted with its key and the address
 * sent (what a read-back compares with, and what a resend of the same address reuses the key for),
 * AddressSaveFailed (the server's Thai message: the next press is a new intent), AddressSaveUnsure
 * (no answer that tells: the address is read back, nothing is resent), AddressSaveVerifyStarted
 * ('ตรวจสอบอีกครั้ง'), AddressSaveNotDone (read back: not saved, the key stays with the address),
 * AddressSaveUnverified (the read-back failed) and AddressSaveOffline. Success is AddressSaved.
 */
export const AddressSaveWrite = onceOnlyWriteEvents("AddressSave", { address: DeliveryAddress })
/** API-55 answered (or the read-back found the address sent): the stored address replaces the record. */
export const AddressSaved = Schema.TaggedStruct("AddressSaved", { address: DeliveryAddress })
/**
 * Logs written before the write's events (version 3): the address read back after an unsure save,
 * saved or not. The read-back now says AddressSaved or AddressSaveNotDone; this one is only replayed.
 */
export const AddressVerified = Schema.TaggedStruct("AddressVerified", { saved: Schema.Boolean })

export const AddressEvent = Schema.Union(
  UserAddressEvents.events,
  AddressSaveWrite.events,
  AddressSaved,
  AddressVerified
)
