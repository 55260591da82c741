import { toConfigurationMap } from "../../domain/configuration"
import { datasetField } from "../dataset"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { ConfigurationState } from "./state"

const items = datasetField<ConfigurationState>()("items")
const { on } = casesOf<ConfigurationState>()

export const configurationSlice = defineSlice<ConfigurationState>({
  initial: { items: RemoteData.Idle() },
  cases: [
    on("ConfigurationLoading", items.loading),
    // The list becomes a map by key (STORE-08).
    on("ConfigurationLoaded", (state, { data }) => ({
      ...state,
      items: RemoteData.Loaded({ data: toConfigurationMap(data) })
    })),
    on("ConfigurationFailed", items.failed),
    // One entry read again by its key (API-15) replaces that entry of a loaded map.
    on("ConfigurationEntryReread", (state, { item }) =>
      state.items._tag === "Loaded"
        ? { ...state, items: RemoteData.Loaded({ data: { ...state.items.data, [item.key]: item } }) }
        : state
    )
  ]
})
