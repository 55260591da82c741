import { Data } from "effect"

export type LogDecodeReason = "InvalidJson" | "ForeignFile" | "UnsupportedVersion" | "InvalidContent"

/** An import that failed: why, where (a path such as "events[3].event.count", or null) and a readable message. */
export class LogDecodeError extends Data.TaggedError("LogDecodeError")<{
  readonly reason: LogDecodeReason
  readonly path: string | null
  readonly message: string
}> {}
