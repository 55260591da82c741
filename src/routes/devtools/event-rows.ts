import type { LoggedEvent } from "../../events/log/log-file"
import { redact } from "../../events/log/redact"
import type { DevtoolsEventRow } from "../../ui/devtools/devtools-event-list"

export const RECENT_EVENTS = 200
const PREVIEW_LENGTH = 120

const pad = (n: number, width = 2) => String(n).padStart(width, "0")

const clock = (at: number): string => {
  const date = new Date(at)
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
}

/** The payload without its tag, redacted like an export, cut short. */
const previewOf = (event: LoggedEvent["event"]): string => {
  const { _tag, ...payload } = event
  if (Object.keys(payload).length === 0) return ""
  const text = JSON.stringify(redact(payload))
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text
}

/** The last 200 events, newest first, as the panel lists them. */
export const recentEventRows = (log: ReadonlyArray<LoggedEvent>): ReadonlyArray<DevtoolsEventRow> =>
  log
    .slice(-RECENT_EVENTS)
    .reverse()
    .map((entry) => ({ seq: entry.seq, time: clock(entry.at), tag: entry.event._tag, preview: previewOf(entry.event) }))
