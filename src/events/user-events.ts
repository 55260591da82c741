import { Schema } from "effect"
import { CreditBalance } from "../domain/credit"
import { UserSetting } from "../domain/settings-schema"
import { UserProfile } from "../domain/user-schema"

export const ProfileLoading = Schema.TaggedStruct("ProfileLoading", {})
export const ProfileLoaded = Schema.TaggedStruct("ProfileLoaded", { profile: UserProfile })
export const ProfileFailed = Schema.TaggedStruct("ProfileFailed", { message: Schema.String })

export const UserSettingLoading = Schema.TaggedStruct("UserSettingLoading", {})
export const UserSettingLoaded = Schema.TaggedStruct("UserSettingLoaded", { setting: UserSetting })
export const UserSettingFailed = Schema.TaggedStruct("UserSettingFailed", { message: Schema.String })

/** Credit requests carry an id so the reducer can refuse a stale answer too (STORE-09). */
export const CreditRequested = Schema.TaggedStruct("CreditRequested", { requestId: Schema.Number })
export const CreditLoaded = Schema.TaggedStruct("CreditLoaded", { requestId: Schema.Number, credit: CreditBalance })
export const CreditFailed = Schema.TaggedStruct("CreditFailed", { requestId: Schema.Number, message: Schema.String })

export const UserEvent = Schema.Union(
  ProfileLoading,
  ProfileLoaded,
  ProfileFailed,
  UserSettingLoading,
  UserSettingLoaded,
  UserSettingFailed,
  CreditRequested,
  CreditLoaded,
  CreditFailed
)
