import type { UserSetting } from "../src/domain/settings"

// The seeded accounts of the reference server. Tests and the README log in with these; every
// value here is fake. /__dev/reset puts them back exactly as written.

export interface SeedAccount {
  readonly username: string
  readonly password: string
  readonly uuid: string
  readonly name: string
  readonly phone: string
  readonly level: number
  readonly balance: number
  readonly point: number
  readonly bankName: string
  readonly bankId: string
  readonly bankUuid: string
  /** How many days before today (this month only) already carry a check-in. */
  readonly checkedInDaysBefore: number
  readonly setting: UserSetting
}

/** The public promotion of GET /api/setting and the default player setting (AMB-17). */
export const SEED_PROMOTION: UserSetting = {
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

/** A player without a promotion, so the empty panel ('ยังไม่มีโปรโมชั่นในขณะนี้') can be seen. */
const NO_PROMOTION: UserSetting = { ...SEED_PROMOTION, bonusMax: 0 }

export const SEED_LINE_IDS = { line1: "@goldbet", line2: "@goldbet2" } as const

/** The seeded online count added to the sockets in allUserRoom. */
export const SEED_ONLINE_BASE = 1200

export const SEED_ACCOUNTS: ReadonlyArray<SeedAccount> = [
  {
    username: "demo",
    password: "demo1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0001",
    name: "สมชาย ใจดี",
    phone: "0812345678",
    level: 1,
    balance: 1520.75,
    point: 120,
    bankName: "กสิกรไทย",
    bankId: "1234567890",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0001",
    checkedInDaysBefore: 2,
    setting: SEED_PROMOTION
  },
  {
    username: "gold",
    password: "gold1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0002",
    name: "สมหญิง รุ่งเรือง",
    phone: "0823456789",
    level: 2,
    balance: 58200,
    point: 860,
    bankName: "ไทยพาณิชย์",
    bankId: "2345678901",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0002",
    checkedInDaysBefore: 0,
    setting: SEED_PROMOTION
  },
  {
    username: "platinum",
    password: "plat1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0003",
    name: "วิชัย มั่งมี",
    phone: "0834567890",
    level: 3,
    balance: 325400.5,
    point: 2450,
    bankName: "กรุงเทพ",
    bankId: "3456789012",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0003",
    checkedInDaysBefore: 0,
    setting: SEED_PROMOTION
  },
  {
    username: "diamond",
    password: "diamond1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0004",
    name: "ประภาพร ศรีสุข",
    phone: "0845678901",
    level: 4,
    balance: 1250000,
    point: 9800,
    bankName: "กรุงไทย",
    bankId: "4567890123",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0004",
    checkedInDaysBefore: 0,
    setting: SEED_PROMOTION
  },
  {
    username: "newbie",
    password: "newbie1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0005",
    name: "มานะ เริ่มต้น",
    phone: "0856789012",
    level: 1,
    balance: 0,
    point: 0,
    bankName: "กรุงศรีอยุธยา",
    bankId: "5678901234",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0005",
    checkedInDaysBefore: 0,
    setting: NO_PROMOTION
  }
]

export const seedAccount = (username: string): SeedAccount | undefined =>
  SEED_ACCOUNTS.find((account) => account.username === username)
