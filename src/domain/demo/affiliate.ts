import type { AffiliatePayoutType } from "../affiliate"
import { satang, wholeBaht, type Satang } from "../money"
import { seededRandom, seedOf } from "./seeded-random"

// The affiliate programme's demo data (#12): demo (code SC7788) is the upline of 1,000 seeded
// downlines who joined over the past months, many of whom deposited (each deposit earned demo
// 0.5 %), and has withdrawn some income already; gold has a few downlines; the others none. Made
// by a seeded generator (never Math.random) and placed back from the server's clock, so every
// reset and every test sees the same people.

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

export interface SeededDeposit {
  readonly at: number
  readonly amount: Satang
}

/** A downline the affiliate area seeds (not an account: they cannot log in). */
export interface SeededDownline {
  readonly ref: string
  readonly username: string
  readonly joinedAt: number
  /** Oldest first. */
  readonly deposits: ReadonlyArray<SeededDeposit>
}

/** An income withdrawal made before the demo starts (the "af" log). */
export interface SeededAffiliateWithdrawal {
  readonly id: string
  readonly amount: Satang
  readonly type: AffiliatePayoutType
  readonly at: number
}

/** How many downlines each upline has, and over how many days they joined. */
const DOWNLINES: Readonly<Record<string, { readonly count: number; readonly spanDays: number }>> = {
  demo: { count: 1_000, spanDays: 300 },
  gold: { count: 3, spanDays: 40 }
}

const FIRST = [
  "som",
  "chai",
  "nok",
  "ploy",
  "bee",
  "mint",
  "ton",
  "beam",
  "nut",
  "fah",
  "pim",
  "golf",
  "bank",
  "art",
  "jay",
  "aom",
  "pond",
  "boss",
  "kwan",
  "ice",
  "new",
  "mook",
  "prae",
  "tong",
  "win",
  "oat",
  "film",
  "nam",
  "earth",
  "fern",
  "gift",
  "jane",
  "kao",
  "lek",
  "may",
  "nan",
  "pang",
  "tan",
  "yok",
  "view"
]
const SECOND = ["", "", "chai", "sak", "porn", "ying", "dee", "za", "kung", "boy", "lnw", "x", "tk", "jr"]
/** Deposit amounts players pick most, in baht. */
const DEPOSIT_BAHT = [100, 200, 300, 500, 500, 1_000, 1_000, 2_000, 5_000]

const pickFrom = <A>(random: () => number, items: ReadonlyArray<A>, fallback: A): A =>
  items[Math.floor(random() * items.length)] ?? fallback

const nameOf = (random: () => number): string => {
  const digits = random() < 0.75 ? String(Math.floor(random() * 10 ** (1 + Math.floor(random() * 3)))) : ""
  const name = `${pickFrom(random, FIRST, "som")}${pickFrom(random, SECOND, "")}${digits}`
  return name.length < 4 ? `${name}${Math.floor(random() * 90) + 10}` : name.slice(0, 16)
}

/** How many deposits a downline made: a third none, the rest 1 to 6. */
const depositCount = (random: () => number): number => (random() < 0.35 ? 0 : 1 + Math.floor(random() * 6))

/** The seeded downlines of an upline, newest first; none for an upline without seeds. */
export const seededDownlines = (upline: string, now: number): ReadonlyArray<SeededDownline> => {
  const plan = DOWNLINES[upline]
  if (plan === undefined) return []
  const random = seededRandom(seedOf(`affiliate:${upline}`))
  const taken = new Set<string>()
  const members: Array<SeededDownline> = []
  let recentDeposits = 0
  for (let index = 0; index < plan.count; index += 1) {
    let username = nameOf(random)
    while (taken.has(username)) username = `${username.slice(0, 13)}${Math.floor(random() * 900) + 100}`
    taken.add(username)
    const joinedAt = now - Math.floor(((index + random()) / plan.count) * plan.spanDays * DAY_MS) - 5 * MINUTE_MS
    const count = depositCount(random)
    const times = Array.from({ length: count }, () => joinedAt + Math.floor(random() * (now - joinedAt)))
    // A few deposits within the last hour, so "this month" has a bonus even on the 1st.
    if (count > 0 && recentDeposits < 5) {
      recentDeposits += 1
      times.push(now - recentDeposits * 11 * MINUTE_MS)
    }
    const deposits = times
      .sort((a, b) => a - b)
      .map((at) => ({ at, amount: wholeBaht(pickFrom(random, DEPOSIT_BAHT, 500)) }))
    members.push({ ref: `${upline}-d${String(index + 1).padStart(4, "0")}`, username, joinedAt, deposits })
  }
  return members
}

/** demo's withdrawals of income so far: days back, amount in satang, where it went. */
const DEMO_WITHDRAWALS: ReadonlyArray<{
  readonly daysBack: number
  readonly amount: number
  readonly type: AffiliatePayoutType
}> = [
  { daysBack: 4, amount: 150_000, type: "credit" },
  { daysBack: 18, amount: 80_000, type: "bank" },
  { daysBack: 45, amount: 120_000, type: "credit" },
  { daysBack: 75, amount: 50_050, type: "bank" }
]

export const seededAffiliateWithdrawals = (upline: string, now: number): ReadonlyArray<SeededAffiliateWithdrawal> =>
  upline !== "demo"
    ? []
    : DEMO_WITHDRAWALS.map(({ daysBack, amount, type }) => {
        const at = now - daysBack * DAY_MS - 3 * HOUR_MS
        return { id: `af-${upline}-${at}`, amount: satang(amount), type, at }
      })
