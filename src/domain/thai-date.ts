import { TIME_ZONE } from "./constants"

// The one formatter of dates shown to players (money.md): Thai, the 4-digit Buddhist-era year,
// Asia/Bangkok whatever the device's zone. Deposits, withdrawals and the history all use it.

const dateTimeFormat = new Intl.DateTimeFormat("th-TH-u-ca-buddhist", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23"
})

const dateFormat = new Intl.DateTimeFormat("th-TH-u-ca-buddhist", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric"
})

const timeFormat = new Intl.DateTimeFormat("th-TH", {
  timeZone: TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23"
})

/** What a date that cannot be read shows: never "Invalid Date" in front of a player. */
export const UNKNOWN_DATE = "—"

const instantOf = (iso: string): Date | null => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "6 ม.ค. 2569 00:30": date and time in Bangkok with the Buddhist-era year. */
export const formatThaiDateTime = (iso: string): string => {
  const date = instantOf(iso)
  return date === null ? UNKNOWN_DATE : dateTimeFormat.format(date)
}

/** "6 ม.ค. 2569": the Bangkok day of an instant with the Buddhist-era year. */
export const formatThaiDate = (iso: string): string => {
  const date = instantOf(iso)
  return date === null ? UNKNOWN_DATE : dateFormat.format(date)
}

/** "14:05": the Bangkok time of an instant (the public withdraw strip's short time). */
export const formatBangkokTime = (iso: string): string => {
  const date = instantOf(iso)
  return date === null ? UNKNOWN_DATE : timeFormat.format(date)
}
