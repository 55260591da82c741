import { TIME_ZONE } from "./constants"

// The players' calendar: Asia/Bangkok (AMB-18). Days for limits and once-a-day rules are Bangkok
// days, read by a command from the clock and carried in its event, never read by a reducer.

/** A day of the calendar in Asia/Bangkok: its month ("2025-06") and its day of month. */
export interface BangkokDate {
  readonly month: string
  readonly day: number
}

const dateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit"
})

/** The Bangkok calendar date of an instant. */
export const bangkokDate = (epochMillis: number): BangkokDate => {
  const [year = "", month = "", day = ""] = dateFormat.format(new Date(epochMillis)).split("-")
  return { month: `${year}-${month}`, day: Number(day) }
}

/** The day of month of an instant in Bangkok. */
export const bangkokDayOfMonth = (epochMillis: number): number => bangkokDate(epochMillis).day

/** "2026-11-22": the Bangkok day of an instant, as a key to compare days by (withdrawals per day). */
export const bangkokDayKey = (epochMillis: number): string => {
  const { month, day } = bangkokDate(epochMillis)
  return `${month}-${String(day).padStart(2, "0")}`
}
