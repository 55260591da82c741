import { checkInEndpoints } from "../../src/services/check-in/endpoints"
import { bangkokDate, checkInEntry, streakBefore } from "./check-in-days"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The daily check-in (CHECKIN-01..CHECKIN-06): the list holds this Bangkok month only (AMB-18);
// one check-in per Bangkok day, credited to the balance.

const roundBaht = (amount: number): number => Math.round(amount * 100) / 100

export const checkInRoutes: ReadonlyArray<Route> = [
  route(checkInEndpoints.checkInList, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const { month } = bangkokDate(ctx.state.now())
    return account.checkIns.filter((record) => record.month === month).map((record) => record.entry)
  }),
  route(checkInEndpoints.checkIn, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    const today = bangkokDate(ctx.state.now())
    const done = account.checkIns.some((r) => r.month === today.month && r.entry.json.day === today.day)
    if (done) return new HttpFailure(409, MESSAGES.alreadyCheckedIn)
    const entry = checkInEntry(account.seed.uuid, today, streakBefore(account.checkIns, today))
    account.checkIns.push({ month: today.month, entry })
    account.balance = roundBaht(account.balance + entry.value)
    return entry
  })
]
