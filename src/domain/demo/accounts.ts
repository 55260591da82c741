import { satang, ZERO_SATANG, type Satang } from "../money"
import type { UserSetting } from "../settings"
import type { CurrentUser, UserProfile } from "../user"
import { DEMO_PROMOTION, NO_PROMOTION } from "./site"

// The demo brand's players: the reference server seeds them, the development scenarios log in as
// them, the tests and the README name them. Every value is fake.

/** A player's record as the reference server keeps it: everything but the password (#31: kept hashed). */
export interface PlayerRecord {
  readonly username: string
  readonly uuid: string
  readonly name: string
  readonly phone: string
  readonly level: number
  /** Integer satang. */
  readonly balance: Satang
  readonly point: number
  readonly bankName: string
  readonly bankId: string
  readonly bankUuid: string
  /** How many days before today (this month only) already carry a check-in. */
  readonly checkedInDaysBefore: number
  readonly setting: UserSetting
  /** The player's own affiliate code: their share link is `<origin>/aff/<code>` (#12). */
  readonly affiliateCode: string
  /** How the player came to register (#12, OPEN-67); absent for the seeded players. */
  readonly joinedThrough?: JoinedThrough
  readonly lineId?: string
}

/** A demo player: the record and the password the README names (the server keeps only its hash). */
export interface DemoAccount extends PlayerRecord {
  readonly password: string
}

/** What a registration carried about who brought the player: the inviter's username, the team and marketing of /regis. */
export interface JoinedThrough {
  readonly inviter?: string
  readonly team?: string
  readonly marketing?: string
  /** Server time (ms) of the registration. */
  readonly at: number
}

export const DEMO_ACCOUNTS: ReadonlyArray<DemoAccount> = [
  {
    username: "demo",
    password: "demo1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0001",
    name: "สมชาย ใจดี",
    phone: "0812345678",
    level: 1,
    balance: satang(152_075),
    point: 120,
    bankName: "กสิกรไทย",
    bankId: "1234567890",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0001",
    checkedInDaysBefore: 2,
    setting: DEMO_PROMOTION,
    affiliateCode: "SC7788"
  },
  {
    username: "gold",
    password: "gold1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0002",
    name: "สมหญิง รุ่งเรือง",
    phone: "0823456789",
    level: 2,
    balance: satang(5_820_000),
    point: 860,
    bankName: "ไทยพาณิชย์",
    bankId: "2345678901",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0002",
    checkedInDaysBefore: 0,
    setting: DEMO_PROMOTION,
    affiliateCode: "SY2468"
  },
  {
    username: "platinum",
    password: "plat1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0003",
    name: "วิชัย มั่งมี",
    phone: "0834567890",
    level: 3,
    balance: satang(32_540_050),
    point: 2450,
    bankName: "กรุงเทพ",
    bankId: "3456789012",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0003",
    checkedInDaysBefore: 0,
    setting: DEMO_PROMOTION,
    affiliateCode: "WC3579"
  },
  {
    username: "diamond",
    password: "diamond1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0004",
    name: "ประภาพร ศรีสุข",
    phone: "0845678901",
    level: 4,
    balance: satang(125_000_000),
    point: 9800,
    bankName: "กรุงไทย",
    bankId: "4567890123",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0004",
    checkedInDaysBefore: 0,
    setting: DEMO_PROMOTION,
    affiliateCode: "PP9090"
  },
  {
    username: "newbie",
    password: "newbie1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0005",
    name: "มานะ เริ่มต้น",
    phone: "0856789012",
    level: 1,
    balance: ZERO_SATANG,
    point: 0,
    bankName: "กรุงศรีอยุธยา",
    bankId: "5678901234",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0005",
    checkedInDaysBefore: 0,
    setting: NO_PROMOTION,
    affiliateCode: "MN1122"
  },
  {
    // 2,000 money movements over the last months (src/domain/demo/history.ts): the long history.
    username: "history",
    password: "history1234",
    uuid: "7f9c2f4e-1b1a-4c55-9a57-0c3d7c1a0006",
    name: "วรรณา มั่งมี",
    phone: "0867890123",
    level: 2,
    balance: satang(8_765_425),
    point: 310,
    bankName: "ไทยพาณิชย์",
    bankId: "6789012345",
    bankUuid: "b1a7e2c0-5d0f-4f3e-8f1e-2a6b0c9d0006",
    checkedInDaysBefore: 0,
    setting: DEMO_PROMOTION,
    affiliateCode: "WN4455"
  }
]

export const demoAccount = (username: string): DemoAccount | undefined =>
  DEMO_ACCOUNTS.find((account) => account.username === username)

/**
 * The user record a login answers with and the app stores (ENT-01). `point` is the player's points
 * now (the reference API's, which rewards spend); the seed's by default.
 */
export const currentUserOf = (account: PlayerRecord, point = account.point): CurrentUser => ({
  name: account.name,
  phone: account.phone,
  level: account.level,
  user_pass: { username: account.username },
  user_bank: { bankName: account.bankName, bankId: account.bankId },
  user_credit: { point },
  profile: { uuid: account.uuid }
})

/** The profile of GET /api/auth/user/detail/{uuid} (ENT-04), with the points as `currentUserOf`'s. */
export const profileOf = (account: PlayerRecord, point = account.point): UserProfile => ({
  uuid: account.uuid,
  user_pass: { username: account.username },
  user_bank: { uuid: account.bankUuid, bankId: account.bankId, bankName: account.bankName },
  user_address: null,
  user_credit: { point, level: account.level }
})
