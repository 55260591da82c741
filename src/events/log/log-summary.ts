import { formatBaht, type Satang } from "../../domain/money"
import { selectBalance } from "../player/selectors"
import { selectCheckIn } from "../check-in/selectors"
import { selectCurrentUser, selectSession } from "../session/selectors"
import { selectMaintenance, selectOnlineCount } from "../site/selectors"
import type { AppState } from "../state"
import type { ImportedLog } from "./log-file"

/** The key facts of a replayed log's final state, for `replay --summary` and the developer panel. */
export interface LogSummary {
  readonly appVersion: string
  readonly brand: string
  readonly sourceVersion: number
  readonly session: "Anonymous" | "Authenticated" | "Expired"
  readonly username: string | null
  readonly balance: Satang | null
  readonly checkedInToday: boolean
  readonly onlineCount: number | null
  readonly maintenance: boolean
  readonly replayed: number
  readonly skipped: number
  /** "#25 Logout", or null for a log without events. */
  readonly lastEvent: string | null
}

const lastEventOf = (file: ImportedLog): string | null => {
  const last = file.events.at(-1)
  return last === undefined ? null : `#${last.seq} ${last.event._tag}`
}

export const summarizeLog = (file: ImportedLog, final: AppState): LogSummary => ({
  appVersion: file.appVersion,
  brand: file.brand.clientId,
  sourceVersion: file.sourceVersion,
  session: selectSession(final)._tag,
  username: selectCurrentUser(final)?.user_pass.username ?? null,
  balance: selectBalance(final),
  checkedInToday: selectCheckIn(final).doneToday,
  onlineCount: selectOnlineCount(final),
  maintenance: selectMaintenance(final),
  replayed: file.events.length,
  skipped: file.skipped.length,
  lastEvent: lastEventOf(file)
})

const orNone = (value: string | number | null): string => (value === null ? "-" : String(value))
const yesNo = (value: boolean): string => (value ? "yes" : "no")

/** The summary as "key: value" lines. */
export const formatSummary = (summary: LogSummary): ReadonlyArray<string> => [
  `app: ${summary.appVersion} (${summary.brand}), log format v${summary.sourceVersion}`,
  `session: ${summary.session}${summary.username === null ? "" : ` (${summary.username})`}`,
  `balance: ${summary.balance === null ? "-" : formatBaht(summary.balance)}`,
  `checked in today: ${yesNo(summary.checkedInToday)}`,
  `online count: ${orNone(summary.onlineCount)}`,
  `maintenance: ${yesNo(summary.maintenance)}`,
  `events: ${summary.replayed} replayed, ${summary.skipped} skipped`,
  `last event: ${orNone(summary.lastEvent)}`
]
