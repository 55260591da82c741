import { datasetField } from "../dataset"
import { casesOf, defineSlice } from "../slice"
import { initialAccount } from "./initial"
import type { AccountState } from "./state"

const record = datasetField<AccountState>()("record")
const level = datasetField<AccountState>()("level")
const { on, whilePlayer } = casesOf<AccountState>()

/** Each dataset as its three events say (datasetField); a guest's late answers change nothing. */
export const accountSlice = defineSlice<AccountState>({
  initial: initialAccount(),
  cases: whilePlayer(
    on("UserRecordLoading", record.loading),
    on("UserRecordLoaded", record.loaded),
    on("UserRecordFailed", record.failed),
    on("UserLevelLoading", level.loading),
    on("UserLevelLoaded", level.loaded),
    on("UserLevelFailed", level.failed)
  )
})
