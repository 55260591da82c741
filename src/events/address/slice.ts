import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { AddressSave, UserAddressState } from "./state"

// The `userAddress` slice (ENT-18): one record, replaced whole by a load or a save (API-55: the
// returned address replaces the stored record), and the save's write state.

const { on, whilePlayer } = casesOf<UserAddressState>()

const NO_SAVE: AddressSave = { status: "idle", pending: null, error: null }

/** The outcome of a save is being read (its answer was lost, or the player asked again). */
const verifying = (state: UserAddressState): UserAddressState => ({
  ...state,
  save: { ...state.save, status: "verifying", error: null }
})

export const userAddressSlice = defineSlice<UserAddressState>({
  initial: { record: RemoteData.Idle(), save: NO_SAVE },
  cases: whilePlayer(
    // A reload (the read-back after an unsure save) keeps what is shown: the form does not blink.
    on("UserAddressLoading", (state) =>
      state.record._tag === "Loaded" ? state : { ...state, record: RemoteData.Loading() }
    ),
    on("UserAddressLoaded", (state, { data }) => ({ ...state, record: RemoteData.Loaded({ data }) })),
    on("UserAddressFailed", (state, { failure }) => ({
      ...state,
      record: state.record._tag === "Loaded" ? state.record : RemoteData.Failed({ message: failureText(failure) }),
      save: state.save.status === "verifying" ? { ...state.save, status: "unverified" } : state.save
    })),
    on("AddressSaveStarted", (state, { key, address }) => ({
      ...state,
      save: { status: "submitting", pending: { key, address }, error: null }
    })),
    on("AddressSaved", (state, { address }) => ({
      ...state,
      record: RemoteData.Loaded({ data: address }),
      save: NO_SAVE
    })),
    on("AddressSaveFailed", (state, { failure }) => ({ ...state, save: { ...NO_SAVE, error: failure } })),
    on("AddressSaveUnsure", verifying),
    on("AddressVerifyStarted", verifying),
    on("AddressVerified", (state, { saved }) => ({
      ...state,
      // Not saved: the key stays with the address, for the player's resend of the same address.
      save: saved ? NO_SAVE : { ...state.save, status: "idle" }
    }))
  )
})
