import type { CheckInEntry } from "../../domain/check-in"
import { CONFIGURATION_KEYS, type ConfigurationItem } from "../../domain/configuration"
import type { GlobalSetting, UserSetting } from "../../domain/settings"
import type { CurrentUser, UserProfile } from "../../domain/user"

// Demo data of the development scenarios (no server): the same believable brand the reference API
// seeds. Every value is fake.

export const DEMO_PROMOTION: UserSetting = {
  bonusMax: 500,
  bonusRate: 10,
  bonusTimeStart: "09:00:00",
  bonusTimeEnd: "12:00:00",
  endNumberBonus: 150,
  bonusRate2: 5,
  bonusTimeStart2: "20:00:00",
  bonusTimeEnd2: "23:59:00",
  endNumberBonus2: 99
}

export const NO_PROMOTION: UserSetting = { ...DEMO_PROMOTION, bonusMax: 0 }

export const DEMO_GLOBAL_SETTING: GlobalSetting = {
  line: { line1: { id: "@goldbet" }, line2: { id: "@goldbet2" } },
  promotion: DEMO_PROMOTION
}

const IMAGES: Readonly<Record<(typeof CONFIGURATION_KEYS)[number], string>> = {
  "home.normal.logo": "logo.svg",
  "home.normal.background": "background.svg",
  "home.top.background": "header-background.svg",
  "home.top.casino": "casino.svg",
  "home.top.slot": "slot.svg",
  "home.top.sport": "sport.svg",
  "home.top.contact": "contact.svg",
  "home.menuBottom.allGame": "all-games-bar.svg",
  "home.dashboard.huay": "lottery.svg",
  "home.dashboard.allGame": "all-games.svg"
}

export const DEMO_CONFIGURATION: ReadonlyArray<ConfigurationItem> = CONFIGURATION_KEYS.map((key) => ({
  key,
  value: { data: { path: `/content/${IMAGES[key]}` } }
}))

export interface DemoPlayer {
  readonly username: string
  readonly password: string
  readonly user: CurrentUser
  readonly profile: UserProfile
  readonly balance: number
  readonly setting: UserSetting
  /** Days of this month (Bangkok) before today that carry a check-in. */
  readonly checkedInDaysBefore: number
}

const player = (input: {
  readonly username: string
  readonly password: string
  readonly uuid: string
  readonly name: string
  readonly phone: string
  readonly bankName: string
  readonly bankId: string
  readonly balance: number
  readonly point: number
  readonly setting: UserSetting
  readonly checkedInDaysBefore: number
}): DemoPlayer => ({
  username: input.username,
  password: input.password,
  user: {
    name: input.name,
    phone: input.phone,
    level: 1,
    user_pass: { username: input.username },
    user_bank: { bankName: input.bankName, bankId: input.bankId },
    user_credit: { point: input.point },
    profile: { uuid: input.uuid }
  },
  profile: {
    uuid: input.uuid,
    user_pass: { username: input.username },
    user_bank: { uuid: `bank-${input.uuid}`, bankId: input.bankId, bankName: input.bankName },
    user_address: null,
    user_credit: { point: input.point, level: 1 }
  },
  balance: input.balance,
  setting: input.setting,
  checkedInDaysBefore: input.checkedInDaysBefore
})

export const DEMO_PLAYER = player({
  username: "demo",
  password: "demo1234",
  uuid: "scenario-0001",
  name: "สมชาย ใจดี",
  phone: "0812345678",
  bankName: "กสิกรไทย",
  bankId: "1234567890",
  balance: 1520.75,
  point: 120,
  setting: DEMO_PROMOTION,
  checkedInDaysBefore: 2
})

export const NEW_PLAYER = player({
  username: "newbie",
  password: "newbie1234",
  uuid: "scenario-0005",
  name: "มานะ เริ่มต้น",
  phone: "0856789012",
  bankName: "กรุงศรีอยุธยา",
  bankId: "5678901234",
  balance: 0,
  point: 0,
  setting: NO_PROMOTION,
  checkedInDaysBefore: 0
})

const reward = (streak: number): number => Math.min(10 + 5 * streak, 50)

/** The check-in entry of `day` after a streak of `streak` days (the reference server's rule). */
export const checkInEntry = (day: number, streak: number): CheckInEntry => ({
  json: { day },
  value: reward(streak),
  tomorrowValue: reward(streak + 1),
  gameLog: { id: `scenario-${day}` },
  gameValue: Math.min(1 + Math.floor(streak / 3), 3),
  gameValueTomorrow: Math.min(1 + Math.floor((streak + 1) / 3), 3)
})

/** The entries of the days right before `today` (this month only). */
export const entriesBefore = (today: number, days: number): ReadonlyArray<CheckInEntry> => {
  const count = Math.max(0, Math.min(days, today - 1))
  return Array.from({ length: count }, (_, index) => checkInEntry(today - count + index, index))
}
