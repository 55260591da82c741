import { datasetField } from "../dataset"
import { casesOf, defineSlice } from "../slice"
import type { AddressSave, UserAddressState } from "./state"

// The `userAddress` slice (ENT-18): one record, replaced whole by a load or a save (API-55: the
// returned address replaces the stored record), and the save's write state.

const record = datasetField<UserAddressState>()("record")
const { on, whilePlayer } = casesOf<UserAddressState>()

const NO_SAVE: AddressSave = { status: "idle", pending: null, error: null }

/** The outcome of a save is being read (its answer was lost, or the player asked again). */
const verifying = (state: UserAddressState): UserAddressState => ({
  ...state,
  save: { ...state.save, status: "verifying", error: null }
})

export const userAddressSlice = defineSlice<UserAddressState>({
  initial: { record: { _tag: "Idle" }, save: NO_SAVE },
  cases: whilePlayer(
    // A reload (the read-back after an unsure save) keeps what is shown: the form does not blink,
    // and a failed read-back leaves it too ('ตรวจสอบอีกครั้ง' says the outcome is unknown).
    on("UserAddressLoading", (state) => (state.record._tag === "Loaded" ? state : record.loading(state))),
    on("UserAddressLoaded", record.loaded),
    on("UserAddressFailed", (state, event) => {
      const shown = state.record._tag === "Loaded" ? state : record.failed(state, event)
      return state.save.status === "verifying" ? { ...shown, save: { ...state.save, status: "unverified" } } : shown
    }),
    on("AddressSaveStarted", (state, pending) => ({
      ...state,
      save: { status: "submitting", pending: { key: pending.key, address: pending.address }, error: null }
    })),
    on("AddressSaved", (state, { address }) => ({ ...record.loaded(state, { data: address }), save: NO_SAVE })),
    on("AddressSaveFailed", (state, { failure }) => ({ ...state, save: { ...NO_SAVE, error: failure } })),
    on("AddressSaveUnsure", verifying),
    on("AddressVerifyStarted", verifying),
    // Not saved: the key stays with the address, for the player's resend of the same address.
    on("AddressVerified", (state, { saved }) => ({
      ...state,
      save: saved ? NO_SAVE : { ...state.save, status: "idle" }
    }))
  )
})
