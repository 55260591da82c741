import { Schema } from "effect"
import type { AppState } from "../state"
import { CURRENT_LOG_VERSION, LOG_FORMAT, LogFileSchema, type LogBrand, type LoggedEvent } from "./log-file"
import { redact, type Json } from "./redact"

/** Who and what recorded the log. */
export interface LogMeta {
  readonly appVersion: string
  readonly brand: LogBrand
  readonly userAgent: string
  /** When the session (the store) started, epoch ms. */
  readonly startedAt: number
  readonly exportedAt: number
}

export interface ExportInput {
  /** The kept events, oldest first. */
  readonly log: ReadonlyArray<LoggedEvent>
  /** The state before the first kept event. */
  readonly snapshot: AppState
  /** The seq of the first kept event (the next seq when `log` is empty). */
  readonly firstSeq: number
  readonly meta: LogMeta
}

/** The export document: Schema-encoded, then redacted (redact.ts); JSON.stringify it to save. */
export const exportLog = ({ log, snapshot, firstSeq, meta }: ExportInput): Json =>
  redact(
    Schema.encodeSync(LogFileSchema)({
      format: LOG_FORMAT,
      version: CURRENT_LOG_VERSION,
      appVersion: meta.appVersion,
      brand: { clientId: meta.brand.clientId, name: meta.brand.name },
      userAgent: meta.userAgent,
      startedAt: meta.startedAt,
      exportedAt: meta.exportedAt,
      snapshot,
      firstSeq,
      events: log
    })
  )

/**
 * What a store has recorded, as an export reads it: plain data, so the store itself needs no
 * Schema and loads with the first paint.
 */
export interface Recording {
  /** The kept events, oldest first. */
  readonly log: ReadonlyArray<LoggedEvent>
  /** The state before the first kept event. */
  readonly snapshot: AppState
  /** The seq the first kept event has (or would have, when none is kept). */
  readonly firstSeq: number
  /** When the recording started and ended, epoch ms. */
  readonly startedAt: number
  readonly exportedAt: number
}

/** Who and what made a recording; its times come from the recording. */
export type RecordingMeta = Omit<LogMeta, "startedAt" | "exportedAt">

/** A store's recording (EventStore.getRecording) as the export document. */
export const exportRecording = (
  { log, snapshot, firstSeq, startedAt, exportedAt }: Recording,
  meta: RecordingMeta
): Json => exportLog({ log, snapshot, firstSeq, meta: { ...meta, startedAt, exportedAt } })

/** The export as the text of a .json file (`space` indents it, for committed fixtures). */
export const exportLogText = (input: ExportInput, space?: number): string =>
  JSON.stringify(exportLog(input), null, space)
