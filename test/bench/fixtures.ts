// Sample payloads for the benchmark: the unit tests' samples, as the demo account of the reference API.
import type { CheckInEntry } from "../../src/domain/check-in"
import { CONFIGURATION_KEYS, type ConfigurationItem } from "../../src/domain/configuration"
import type { OperationSetting } from "../../src/domain/settings"
import type { CurrentUser, UserProfile } from "../../src/domain/user"
import * as unit from "../unit/events/fixtures"

export { checkInEntry, globalSetting, userSetting } from "../unit/events/fixtures"

export const player: CurrentUser = { ...unit.player, level: 1, user_pass: { username: "demo" } }

export const profile: UserProfile = {
  ...unit.profile,
  user_pass: { username: "demo" },
  user_credit: { ...unit.profile.user_credit, level: 1 }
}

export const operationSetting: OperationSetting = { websiteStatus: "ON" }

export const configurationItems: ReadonlyArray<ConfigurationItem> = CONFIGURATION_KEYS.map((key) =>
  unit.configurationItem(key, `/content/${key.replaceAll(".", "/")}.webp`)
)

export const checkInList: ReadonlyArray<CheckInEntry> = [unit.checkInEntry(1), unit.checkInEntry(2)]
