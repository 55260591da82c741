// Shared sample data for the domain and event tests.
import type { CallFailure } from "../../../src/domain/failure"
import type { CheckInEntry } from "../../../src/domain/check-in"
import type { CheckInEntry as CheckInEntrySchema } from "../../../src/domain/check-in-schema"
import type { ConfigurationItem } from "../../../src/domain/configuration"
import { addSatang, satang, type Satang } from "../../../src/domain/money"
import type { GlobalSetting, UserSetting } from "../../../src/domain/settings"
import type { CurrentUser, UserProfile } from "../../../src/domain/user"

export const player: CurrentUser = {
  name: "สมชาย ใจดี",
  phone: "0812345678",
  level: 3,
  user_pass: { username: "somchai01" },
  user_bank: { bankName: "KBANK", bankId: "1234567890" },
  user_credit: { point: 120 },
  profile: { uuid: "5b0f6c1e-0000-4000-8000-000000000001" }
}

export const userSetting: UserSetting = {
  bonusMax: 500,
  bonusRate: 10,
  bonusRate2: 20,
  bonusTimeStart: "09:00:00",
  bonusTimeEnd: "12:00:00",
  bonusTimeStart2: "18:30:00",
  bonusTimeEnd2: "23:59:00",
  endNumberBonus: 150,
  endNumberBonus2: 99
}

export const globalSetting: GlobalSetting = {
  line: { line1: { id: "@goldbet" }, line2: { id: "goldbet.backup" } },
  promotion: { ...userSetting, bonusMax: 300, bonusRate: 5 }
}

export const profile: UserProfile = {
  uuid: "5b0f6c1e-0000-4000-8000-000000000001",
  user_pass: { username: "somchai01" },
  user_bank: { uuid: "bank-1", bankId: "1234567890", bankName: "KBANK" },
  user_address: null,
  user_credit: { point: 120, level: 3 }
}

/** An entry of `value` satang (10 baht unless told), tomorrow's 5 baht more. */
export const checkInEntry = (day: number, value: Satang = satang(1_000)): CheckInEntry => ({
  json: { day },
  value,
  tomorrowValue: addSatang(value, satang(500)),
  gameLog: { id: `log-${day}` },
  gameValue: 1,
  gameValueTomorrow: 2
})

/** The same entry as the wire sends it: money in baht (10 unless told), tomorrow's 5 baht more. */
export const checkInEntryOnWire = (day: number, baht = 10): typeof CheckInEntrySchema.Encoded => ({
  json: { day },
  value: baht,
  tomorrowValue: baht + 5,
  gameLog: { id: `log-${day}` },
  gameValue: 1,
  gameValueTomorrow: 2
})

export const configurationItem = (key: string, path: string): ConfigurationItem => ({
  key,
  value: { data: { path } }
})

/** A server's refusal as a failure event carries it: the player reads `message` as sent (ERR-18). */
export const serverFailure = (message: string, status: number | null = 400): CallFailure => ({
  _tag: "ServerError",
  status,
  message
})

/** No answer within the client timeout: raises the network flag (ERR-09). */
export const timeoutFailure: CallFailure = { _tag: "Timeout", status: null, message: "no answer" }
