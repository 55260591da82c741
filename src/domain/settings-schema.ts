// The wire format of the settings; the rules about them are in settings.ts.
import { Schema } from "effect"

/** The player's promotion settings (ENT-06); guests read the same shape from the public settings (AMB-17). */
export const UserSetting = Schema.Struct({
  bonusMax: Schema.Number,
  bonusRate: Schema.Number,
  bonusRate2: Schema.Number,
  bonusTimeStart: Schema.String,
  bonusTimeEnd: Schema.String,
  bonusTimeStart2: Schema.String,
  bonusTimeEnd2: Schema.String,
  endNumberBonus: Schema.Number,
  endNumberBonus2: Schema.Number
})
export type UserSetting = typeof UserSetting.Type

/** The public settings: the two LINE contacts (ENT-09) and the public promotion panel (AMB-17). */
export const GlobalSetting = Schema.Struct({
  line: Schema.Struct({
    line1: Schema.Struct({ id: Schema.String }),
    line2: Schema.Struct({ id: Schema.String })
  }),
  promotion: UserSetting
})
export type GlobalSetting = typeof GlobalSetting.Type

/** The operation setting: every status other than MA keeps the site open (ENT-09, CONST-24). */
export const OperationSetting = Schema.Struct({ websiteStatus: Schema.String })
export type OperationSetting = typeof OperationSetting.Type
