import { Effect } from "effect"
import { sameAddress } from "../../domain/address"
import type { DeliveryAddress } from "../../domain/address-schema"
import { AddressSaved, AddressSaveWrite, UserAddressEvents } from "../../events/address/events"
import { selectAddressSave, selectAddressSaveBusy, selectUserAddress } from "../../events/address/selectors"
import { selectOnline } from "../../events/site/selectors"
import type { AppState } from "../../events/state"
import type { WriteStatus } from "../../events/once-only-write"
import { AddressService } from "../../services/address/address-service"
import { currentState, dispatch, loadDataset } from "./dispatch"
import {
  moneyWriteResult,
  onceOnlyWrite,
  pressWrite,
  verifyWrite,
  type MoneyWriteResult,
  type ReadBack
} from "./once-only-write"

// The delivery address's commands (issue #14, ENT-18): GET mine loads with the screen and is
// interrupted when it goes (API-54, AMB-31); 'บันทึก' is a write that follows money.md as the other
// writes do (once-only-write.ts): one in flight, an Idempotency-Key per intent reused for a resend
// of the same address, a lost answer read back with GET mine and compared (never resent by itself),
// never interrupted.

/** What a press came to; the screen reads the details from the store. */
export type AddressSaveOutcome = MoneyWriteResult | "offline"

/** What a save carries and keeps until its outcome is known: the address sent. */
interface AddressPress {
  readonly address: DeliveryAddress
}

/** API-54: the player's address (null: none yet). Run by the screen: leaving aborts it. */
export const loadAddress = Effect.flatMap(AddressService, (service) => loadDataset(UserAddressEvents, {}, service.mine))

/**
 * Reads the address back after an unsure save: it holds what was sent (the save happened: the
 * stored address is the save's answer), or the save did not happen (the key stays with the address).
 */
const readOutcome = ({ address: sent }: AddressPress) =>
  Effect.gen(function* () {
    if (!(yield* loadAddress)) return "unreadable" satisfies ReadBack
    const record = selectUserAddress(yield* currentState)
    const stored = record._tag === "Loaded" ? record.data : null
    if (stored === null || !sameAddress(stored, sent)) return "not-done" satisfies ReadBack
    yield* dispatch(AddressSaved.make({ address: stored }))
    return "done" satisfies ReadBack
  })

/** What 'ตรวจสอบอีกครั้ง' needs: the save's events, its record and its read-back. */
const saveReadBack = {
  events: AddressSaveWrite,
  status: (state: AppState): WriteStatus<AddressPress> => selectAddressSave(state),
  readBack: readOutcome
}

/**
 * PATCH /api/auth/address with the address (API-55). An open save of another address is not this
 * press's intent: this press is seen as a new one (its own key); an open save of the same address
 * is resent with its key.
 */
const saveWrite = (address: DeliveryAddress) =>
  onceOnlyWrite({
    ...saveReadBack,
    sameIntent: (pending) => sameAddress(pending.address, address),
    press: (): AddressPress => ({ address }),
    send: (key: string) => Effect.flatMap(AddressService, (service) => service.save(address, key)),
    done: (stored: DeliveryAddress) => dispatch(AddressSaved.make({ address: stored }))
  })

/**
 * 'บันทึก': ignored while another save is in flight or being read (a double press sends once);
 * offline nothing is sent. A resend of the same address after an unsure save reuses its key.
 */
export const saveAddress = (address: DeliveryAddress) =>
  Effect.gen(function* () {
    if (selectAddressSaveBusy(yield* currentState)) return "not-done" as const
    const outcome = yield* pressWrite(saveWrite(address))
    if (outcome._tag !== "NotSent") return moneyWriteResult(outcome)
    // Nothing was sent: the browser is offline (the state was told), or the session ended.
    return selectOnline(yield* currentState) ? ("unknown" as const) : ("offline" as const)
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure save's outcome again; sends nothing. */
export const verifyAddressSave = Effect.map(verifyWrite(saveReadBack), moneyWriteResult)
