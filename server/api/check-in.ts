import { bangkokDate, isCheckedIn, type BangkokDate } from "../../src/domain/check-in"
import { nextCheckIn } from "../../src/domain/demo/check-in"
import { checkInEndpoints } from "../../src/services/check-in/endpoints"
import type { AccountState } from "../state"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The daily check-in (CHECKIN-01..CHECKIN-06): the list holds this Bangkok month only (AMB-18);
// one check-in per Bangkok day, credited to the balance; the reward is the demo brand's rule
// (src/domain/demo/check-in.ts).

const roundBaht = (amount: number): number => Math.round(amount * 100) / 100

const thisMonth = (account: AccountState, today: BangkokDate) =>
  account.checkIns.filter((record) => record.month === today.month).map((record) => record.entry)

export const checkInRoutes: ReadonlyArray<Route> = [
  route(checkInEndpoints.checkInList, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return thisMonth(account, bangkokDate(ctx.state.now()))
  }),
  route(checkInEndpoints.checkIn, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const today = bangkokDate(ctx.state.now())
    const entries = thisMonth(account, today)
    if (isCheckedIn(entries, today.day)) return new HttpFailure(409, MESSAGES.alreadyCheckedIn)
    const entry = nextCheckIn(account.seed.uuid, today, entries)
    account.checkIns.push({ month: today.month, entry })
    account.balance = roundBaht(account.balance + entry.value)
    return entry
  })
]
