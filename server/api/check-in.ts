import { bangkokDate, type BangkokDate } from "../../src/domain/bangkok-date"
import { isCheckedIn, type CheckInEntry } from "../../src/domain/check-in"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { nextCheckIn, seededCheckIns } from "../../src/domain/demo/check-in"
import { checkInEndpoints } from "../../src/services/check-in/endpoints"
import { Schema } from "effect"
import { CheckInEntry as CheckInEntrySchema } from "../../src/domain/check-in-schema"
import { areaMemory } from "../area-memory"
import { ByName, MutableArray } from "../store/codecs"
import type { AccountState, ServerState } from "../state"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The daily check-in (CHECKIN-01..CHECKIN-06): the list holds this Bangkok month only (AMB-18);
// one check-in per Bangkok day, credited to the balance with a ledger row; the reward is the demo brand's rule
// (src/domain/demo/check-in.ts).

const ALREADY_CHECKED_IN = "วันนี้คุณเช็คอินแล้ว"

/** A stored check-in: the Bangkok month it belongs to ("2025-06") and the entry as sent. */
interface CheckInRecord {
  readonly month: string
  readonly entry: CheckInEntry
}

/** Each player's check-ins by username: the demo accounts' days before today, at every reset. */
const CheckInsSchema = ByName(MutableArray(Schema.Struct({ month: Schema.String, entry: CheckInEntrySchema })))

const checkIns = areaMemory(
  (state: ServerState): Map<string, Array<CheckInRecord>> => {
    const today = bangkokDate(state.now())
    return new Map(
      DEMO_ACCOUNTS.map((account): [string, Array<CheckInRecord>] => [
        account.username,
        seededCheckIns(account.uuid, today, account.checkedInDaysBefore).map((entry) => ({ month: today.month, entry }))
      ])
    )
  },
  { name: "check-in", schema: CheckInsSchema }
)

const recordsOf = (account: AccountState, all: Map<string, Array<CheckInRecord>>): Array<CheckInRecord> => {
  const records = all.get(account.seed.username) ?? []
  all.set(account.seed.username, records)
  return records
}

const thisMonth = (records: ReadonlyArray<CheckInRecord>, today: BangkokDate) =>
  records.filter((record) => record.month === today.month).map((record) => record.entry)

export const checkInRoutes: ReadonlyArray<Route> = [
  route(checkInEndpoints.checkInList, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return thisMonth(recordsOf(account, checkIns.of(ctx.state)), bangkokDate(ctx.state.now()))
  }),
  // A write that moves money: once per Idempotency-Key (money.md).
  route(
    checkInEndpoints.checkIn,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      const today = bangkokDate(ctx.state.now())
      const records = recordsOf(account, checkIns.of(ctx.state))
      const entries = thisMonth(records, today)
      if (isCheckedIn(entries, today.day)) return new HttpFailure(409, ALREADY_CHECKED_IN)
      const entry = nextCheckIn(account.seed.uuid, today, entries)
      records.push({ month: today.month, entry })
      ctx.state.changeBalance(account, {
        kind: "check-in",
        amount: entry.value,
        reference: String(entry.gameLog.id)
      })
      return entry
    },
    { idempotent: true }
  )
]
