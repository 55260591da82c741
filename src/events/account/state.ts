import { Schema } from "effect"
import { LevelData } from "../../domain/account-schema"
import { CurrentUser } from "../../domain/user-schema"
import { remoteData } from "../remote-data-schema"

// The `account` slice (#14, beside STORE-01's 19): the user record as the profile screen last read
// it, and the level data the levels dialog shows progress from. Its starting value is in initial.ts.

export const AccountStateSchema = Schema.Struct({
  record: remoteData(CurrentUser),
  level: remoteData(LevelData)
})
export type AccountState = typeof AccountStateSchema.Type
