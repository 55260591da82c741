import type { DeliveryAddress } from "../../domain/address-schema"
import { datasetField } from "../dataset"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import { settle, sliceField, writeCases, SETTLED } from "../once-only-write"
import type { UserAddressState } from "./state"

// The `userAddress` slice (ENT-18): one record, replaced whole by a load or a save (API-55: the
// returned address replaces the stored record), and the save's write record.

const record = datasetField<UserAddressState>()("record")
const { on, whilePlayer } = casesOf<UserAddressState>()

/** What a save keeps for its read-back and a resend: the address sent. */
interface AddressAtPress {
  readonly address: DeliveryAddress
}

const save = (state: UserAddressState, change: Partial<UserAddressState["save"]>): UserAddressState => ({
  ...state,
  save: { ...state.save, ...change }
})

export const userAddressSlice = defineSlice<UserAddressState>({
  initial: { record: { _tag: "Idle" }, save: SETTLED },
  cases: whilePlayer(
    // A reload (the read-back after an unsure save) keeps what is shown: the form does not blink,
    // and a failed read-back leaves it too ('ตรวจสอบอีกครั้ง' says the outcome is unknown).
    on("UserAddressLoading", (state) => (state.record._tag === "Loaded" ? state : record.loading(state))),
    on("UserAddressLoaded", record.loaded),
    on("UserAddressFailed", (state, event) => {
      const shown = state.record._tag === "Loaded" ? state : record.failed(state, event)
      return state.save.phase === "verifying" ? save(shown, { phase: "unverified" }) : shown
    }),
    ...writeCases({
      name: "AddressSave",
      lens: sliceField<UserAddressState, AddressAtPress, "save">(
        "save",
        (record) => record,
        (_, status) => status
      ),
      press: ({ address }: EventOf<"AddressSaveStarted">): AddressAtPress => ({ address })
    }),
    on("AddressSaved", (state, { address }) => ({
      ...record.loaded(state, { data: address }),
      save: settle(state.save)
    })),
    // Version 3 logs: not saved keeps the key with the address, for the player's resend of it.
    on("AddressVerified", (state, { saved }) =>
      saved ? { ...state, save: settle(state.save) } : save(state, { phase: "not-done" })
    )
  )
})
