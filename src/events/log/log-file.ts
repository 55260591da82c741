import { Schema } from "effect"
import { AppEvent } from "../schemas"
import { SnapshotSchema } from "./snapshot"

// The export format of an event log (issue §1): one JSON document that replays from its start.

export const LOG_FORMAT = "member-site-event-log"
/** The version this build writes; older versions are migrated on import (migrations.ts). */
export const CURRENT_LOG_VERSION = 4

/** One recorded event: its place in the session's log and when it was appended (epoch ms). */
export const LoggedEventSchema = Schema.Struct({
  seq: Schema.Int,
  at: Schema.Number,
  event: AppEvent
})
export type LoggedEvent = typeof LoggedEventSchema.Type

export const LogBrand = Schema.Struct({ clientId: Schema.String, name: Schema.String })
export type LogBrand = typeof LogBrand.Type

const header = {
  format: Schema.Literal(LOG_FORMAT),
  version: Schema.Literal(CURRENT_LOG_VERSION),
  appVersion: Schema.String,
  brand: LogBrand,
  userAgent: Schema.String,
  /** When the session (the store) started, epoch ms. */
  startedAt: Schema.Number,
  exportedAt: Schema.Number,
  /**
   * The state before the first kept event (older events were dropped from the bounded log): only
   * its slices that differ from their initial value (snapshot.ts).
   */
  snapshot: SnapshotSchema,
  /** The seq of the first kept event (the next seq when the log is empty). */
  firstSeq: Schema.Int
}

/** The whole document, events included: what an export encodes. */
export const LogFileSchema = Schema.Struct({ ...header, events: Schema.Array(LoggedEventSchema) })
export type LogFile = typeof LogFileSchema.Type
export type LogFileEncoded = typeof LogFileSchema.Encoded

/**
 * The document with its events left undecoded: an import decodes them one by one, so that an
 * unknown tag is skipped and reported instead of failing the whole file.
 */
export const LogEnvelopeSchema = Schema.Struct({
  ...header,
  events: Schema.Array(Schema.Struct({ seq: Schema.Int, at: Schema.Number, event: Schema.Unknown }))
})

/** An event an import did not know and left out of the replay. */
export interface SkippedEvent {
  readonly seq: number
  readonly tag: string
}

/** What an import yields: the current-format log, what it skipped, and the version it was written in. */
export interface ImportedLog extends LogFile {
  readonly skipped: ReadonlyArray<SkippedEvent>
  readonly sourceVersion: number
}

/** member-log-2025-06-01-213005.json: the local date and time of the export. */
export const logFileName = (now: Date): string => {
  const pad = (n: number) => String(n).padStart(2, "0")
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
  const time = `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
  return `member-log-${date}-${time}.json`
}
