import { Either, Schema } from "effect"
import { contentError } from "./issue-text"

// Version 1 → 2. In version 1, CheckInListLoaded and CheckInDone carried `date: "YYYY-MM-DD"` (the
// Bangkok date) where version 2 carries `today`, the day of month; version 1 also had no `firstSeq`
// (its logs were unbounded, so the first event's seq).

const Rest = Schema.Record({ key: Schema.String, value: Schema.Unknown })

const V1Entry = Schema.Struct({ seq: Schema.Int, at: Schema.Number, event: Schema.Unknown }, Rest)
const V1Document = Schema.Struct({ version: Schema.Literal(1), events: Schema.Array(V1Entry) }, Rest)

const DATED_TAGS = ["CheckInListLoaded", "CheckInDone"] as const
const isDatedEvent = Schema.is(Schema.Struct({ _tag: Schema.Literal(...DATED_TAGS) }))

const BangkokDate = Schema.String.pipe(
  Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: () => "expected a date YYYY-MM-DD" })
)
const V1DatedEvent = Schema.Struct({ _tag: Schema.Literal(...DATED_TAGS), date: BangkokDate }, Rest)

const migrateEvent = (event: unknown, index: number) => {
  if (!isDatedEvent(event)) return Either.right(event)
  return Schema.decodeUnknownEither(V1DatedEvent)(event).pipe(
    Either.mapLeft((error) => contentError(error, ["events", index, "event"])),
    Either.map(({ date, ...rest }) => ({ ...rest, today: Number(date.slice(8, 10)) }))
  )
}

/** A version-1 document as a version-2 one (still encoded: the caller decodes it). */
export const migrateV1ToV2 = (document: unknown) =>
  Either.gen(function* () {
    const v1 = yield* Schema.decodeUnknownEither(V1Document)(document).pipe(
      Either.mapLeft((error) => contentError(error))
    )
    const events = []
    for (const [index, entry] of v1.events.entries()) {
      events.push({ ...entry, event: yield* migrateEvent(entry.event, index) })
    }
    return { ...v1, version: 2, firstSeq: v1.events[0]?.seq ?? 1, events }
  })
