import { Either, type ParseResult, Schema } from "effect"
import { AppEvent } from "../schemas"
import { contentError } from "./issue-text"
import { eventSchemaFor, KNOWN_EVENT_TAGS } from "./known-tags"
import { LogDecodeError } from "./log-decode-error"
import { LOG_FORMAT, LogEnvelopeSchema, type ImportedLog, type LoggedEvent, type SkippedEvent } from "./log-file"
import { migrateToCurrent } from "./migrations"

// Import of an exported log: a versioned pipeline. Recognise the format, read the version, migrate
// step by step to the current version, decode the envelope, then decode the events one by one.

const Format = Schema.Struct({ format: Schema.Literal(LOG_FORMAT) })
const Version = Schema.Struct({ version: Schema.Int })
const TagField = Schema.Struct({ _tag: Schema.String })
const isTagged = Schema.is(TagField)

/** Why an event did not decode, from its own tag's schema when the tag is known. */
const eventError = (event: unknown, index: number, unionError: ParseResult.ParseError): LogDecodeError => {
  const where = ["events", index, "event"]
  const tag = Schema.decodeUnknownEither(TagField)(event)
  if (Either.isLeft(tag)) return contentError(tag.left, where)
  const member = eventSchemaFor(tag.right._tag)
  const own = member === null ? Either.right(null) : Schema.decodeUnknownEither(member)(event)
  return contentError(Either.isLeft(own) ? own.left : unionError, where)
}

const foreign = (input: unknown): LogDecodeError => {
  const shape = Array.isArray(input) ? "an array" : input === null ? "null" : typeof input
  const format =
    typeof input === "object" && input !== null && !Array.isArray(input) && "format" in input
      ? `its format is ${JSON.stringify(input.format)}`
      : shape === "object"
        ? "it has no format field"
        : `it is ${shape}`
  return new LogDecodeError({
    reason: "ForeignFile",
    path: "format",
    message: `not a member-site event log: ${format} (expected format "${LOG_FORMAT}")`
  })
}

const decodeEvents = (entries: typeof LogEnvelopeSchema.Type.events) =>
  Either.gen(function* () {
    const events: Array<LoggedEvent> = []
    const skipped: Array<SkippedEvent> = []
    let previous: number | null = null
    for (const [index, entry] of entries.entries()) {
      if (previous !== null && entry.seq <= previous)
        return yield* Either.left(
          new LogDecodeError({
            reason: "InvalidContent",
            path: `events[${index}].seq`,
            message: `events[${index}].seq: expected a seq greater than ${previous}, got ${entry.seq}`
          })
        )
      previous = entry.seq
      if (isTagged(entry.event) && !KNOWN_EVENT_TAGS.has(entry.event._tag)) {
        skipped.push({ seq: entry.seq, tag: entry.event._tag })
        continue
      }
      const event = yield* Schema.decodeUnknownEither(AppEvent)(entry.event).pipe(
        Either.mapLeft((error) => eventError(entry.event, index, error))
      )
      events.push({ seq: entry.seq, at: entry.at, event })
    }
    return { events, skipped }
  })

/**
 * Decodes an exported log of any supported version. Never throws: a broken or foreign document is a
 * LogDecodeError whose message says what is wrong and where; unknown event tags are skipped and
 * listed in `skipped`.
 */
export const decodeLogFile = (input: unknown): Either.Either<ImportedLog, LogDecodeError> =>
  Either.gen(function* () {
    if (!Schema.is(Format)(input)) return yield* Either.left(foreign(input))
    const { version } = yield* Schema.decodeUnknownEither(Version)(input).pipe(Either.mapLeft((e) => contentError(e)))
    const migrated = yield* migrateToCurrent(version, input)
    const envelope = yield* Schema.decodeUnknownEither(LogEnvelopeSchema)(migrated).pipe(
      Either.mapLeft((e) => contentError(e))
    )
    const first = envelope.events[0]
    if (first !== undefined && first.seq !== envelope.firstSeq)
      return yield* Either.left(
        new LogDecodeError({
          reason: "InvalidContent",
          path: "firstSeq",
          message: `firstSeq: expected the first event's seq (${first.seq}), got ${envelope.firstSeq}`
        })
      )
    const { events, skipped } = yield* decodeEvents(envelope.events)
    return { ...envelope, events, skipped, sourceVersion: version }
  })

/** decodeLogFile for a file's text; text that is not JSON fails with the parser's reason. */
export const decodeLogText = (text: string): Either.Either<ImportedLog, LogDecodeError> =>
  Either.try({
    try: (): unknown => JSON.parse(text),
    catch: (error) =>
      new LogDecodeError({
        reason: "InvalidJson",
        path: null,
        message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}`
      })
  }).pipe(Either.flatMap(decodeLogFile))
