import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { DepositState } from "./state"

const accounts = datasetField<DepositState>()("accounts")
const list = datasetField<DepositState>()("list")
const { on, whilePlayer } = casesOf<DepositState>()

export const depositSlice = defineSlice<DepositState>({
  initial: { accounts: RemoteData.Idle(), list: RemoteData.Idle() },
  cases: [
    // The operator's accounts are public: they land whoever asked.
    on("DepositAccountsLoading", accounts.loading),
    on("DepositAccountsLoaded", accounts.loaded),
    on("DepositAccountsFailed", accounts.failed),
    ...whilePlayer(
      // A reload after a credit-changed keeps the list shown until the new one arrives: no blink.
      on("DepositListLoading", (state) => (state.list._tag === "Loaded" ? state : list.loading(state))),
      on("DepositListLoaded", list.loaded),
      on("DepositListFailed", list.failed)
    )
  ]
})
