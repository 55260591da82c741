import { Effect } from "effect"
import { sameAddress } from "../../domain/address"
import type { DeliveryAddress } from "../../domain/address-schema"
import type { ApiError } from "../../domain/errors"
import {
  AddressSaved,
  AddressSaveFailed,
  AddressSaveStarted,
  AddressSaveUnsure,
  AddressVerified,
  AddressVerifyStarted,
  UserAddressEvents
} from "../../events/address/events"
import { selectAddressSave, selectAddressSaveBusy, selectUserAddress } from "../../events/address/selectors"
import { selectOnline } from "../../events/site/selectors"
import { AddressService } from "../../services/address/address-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"

// The delivery address's commands (issue #14, ENT-18): GET mine loads with the screen and is
// interrupted when it goes (API-54, AMB-31); 'บันทึก' is a write that follows money.md as the other
// writes do: one in flight, an Idempotency-Key per intent reused for a resend of the same address,
// a lost answer read back with GET mine and compared (never resent by itself), never interrupted.

/** What a press came to; the screen reads the details from the store. */
export type AddressSaveOutcome = "saved" | "refused" | "not-saved" | "unknown" | "offline"

/** API-54: the player's address (null: none yet). Run by the screen: leaving aborts it. */
export const loadAddress = Effect.flatMap(AddressService, (service) => loadDataset(UserAddressEvents, {}, service.mine))

/** Reads the address back after an unsure save: it holds what was sent, or the save did not happen. */
const readOutcome = (sent: DeliveryAddress) =>
  readBackWhenOnline(
    Effect.gen(function* () {
      if (!(yield* loadAddress)) return "unknown" as const
      const record = selectUserAddress(yield* currentState)
      const saved = sameAddress(record._tag === "Loaded" ? record.data : null, sent)
      yield* dispatch(AddressVerified.make({ saved }))
      return saved ? ("saved" as const) : ("not-saved" as const)
    })
  )

const send = (call: Effect.Effect<DeliveryAddress, ApiError>, sent: DeliveryAddress) =>
  Effect.gen(function* () {
    const answer = yield* sendWrite(call, {
      refused: (failure) => AddressSaveFailed.make({ failure }),
      unsure: (failure) => AddressSaveUnsure.make({ failure })
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(AddressSaved.make({ address: answer.value }))
        return "saved" as const
      case "Refused":
        return "refused" as const
      case "SessionEnded":
        return "unknown" as const
      case "Unsure":
        return yield* readOutcome(sent)
    }
  })

/**
 * 'บันทึก': PATCH /api/auth/address with the address (API-55). Ignored while another save is in
 * flight or being read (a double press sends once); offline nothing is sent. A resend of the same
 * address after an unsure save reuses its key.
 */
export const saveAddress = (address: DeliveryAddress) =>
  Effect.gen(function* () {
    const state = yield* currentState
    if (selectAddressSaveBusy(state)) return "not-saved" as const
    if (!selectOnline(state)) return "offline" as const
    const { pending } = selectAddressSave(state)
    const key = pending !== null && sameAddress(pending.address, address) ? pending.key : yield* newIdempotencyKey
    const service = yield* AddressService
    yield* dispatch(AddressSaveStarted.make({ key, address }))
    const outcome: AddressSaveOutcome = yield* runToTheEnd(send(service.save(address, key), address))
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure save's outcome again; sends nothing. */
export const verifyAddressSave = Effect.gen(function* () {
  const state = yield* currentState
  const { pending } = selectAddressSave(state)
  if (selectAddressSaveBusy(state) || pending === null) return "not-saved" as const
  yield* dispatch(AddressVerifyStarted.make({}))
  const outcome: AddressSaveOutcome = yield* runToTheEnd(readOutcome(pending.address))
  return outcome
})
