import { Either, Schema } from "effect"
import { bangkokDayOfMonth } from "../../domain/bangkok-date"
import { contentError } from "./issue-text"

// Version 2 → 3. The snapshot leaves out the slices at their initial value (log/snapshot.ts),
// version 2's reserved slices first of all. Version 3 gives every remote dataset the same three
// events (`${name}Loading`,
// `${name}Loaded` with `data`, `${name}Failed` with the `failure`), and a failed call is one event:
//   - CreditRequested is CreditLoading; CheckInListLoading and CheckInListFailed carry `today` (the
//     Bangkok day of the entry's time, as the command would have read it);
//   - each Loaded event's data moves to `data` (ProfileLoaded.profile, CreditLoaded.credit ...);
//   - version 2 wrote a failure as NetworkUnstable (timeouts, 408, 503), then ApiFailed, then the
//     dataset's own Failed event with the message. Version 3 writes only the last, carrying the
//     failure: a Timeout when NetworkUnstable came before it (its status from the reason), else a
//     ServerError whose message is the message the player read (so the same text follows). An
//     ApiFailed or NetworkUnstable with no failure event right after it is dropped, and its flag
//     with it.

const Rest = Schema.Record({ key: Schema.String, value: Schema.Unknown })
const V2Entry = Schema.Struct({ seq: Schema.Int, at: Schema.Number, event: Schema.Unknown }, Rest)
const V2Document = Schema.Struct({ version: Schema.Literal(2), events: Schema.Array(V2Entry) }, Rest)
const Tagged = Schema.Struct({ _tag: Schema.String }, Rest)
const isTagged = Schema.is(Tagged)
const isRecordLike = Schema.is(Rest)

/** Where each dataset's Loaded event kept its data in version 2. */
const LOADED_FIELDS: Readonly<Record<string, string>> = {
  OperationLoaded: "operation",
  SettingsLoaded: "setting",
  ConfigurationLoaded: "items",
  ProfileLoaded: "profile",
  UserSettingLoaded: "setting",
  CreditLoaded: "credit",
  CheckInListLoaded: "entries"
}

/** The events that reported a failure by `message` in version 2. */
const FAILURE_TAGS: ReadonlySet<string> = new Set([
  "OperationFailed",
  "SettingsFailed",
  "ConfigurationFailed",
  "ProfileFailed",
  "UserSettingFailed",
  "CreditFailed",
  "CheckInListFailed",
  "CheckInFailed",
  "LoginFail",
  "LoginOnHomePageFail"
])

const WithMessage = Schema.Struct({ _tag: Schema.String, message: Schema.String }, Rest)
const WithReason = Schema.Struct({ _tag: Schema.Literal("NetworkUnstable"), reason: Schema.String }, Rest)

/** What came before a failure event in version 2: the network flag's reason, if it was raised. */
interface Pending {
  readonly timeoutReason: string | null
}

const timeoutStatus = (reason: string): number | null => {
  const status = Number(reason)
  return Number.isInteger(status) ? status : null
}

/** A v2 event's fate: kept (rewritten as v3) or dropped (its effect moves to the failure event). */
type Step =
  | { readonly _tag: "Keep"; readonly event: unknown; readonly pending: Pending }
  | { readonly _tag: "Drop"; readonly pending: Pending }

const NO_TIMEOUT: Pending = { timeoutReason: null }

const migrateEvent = (
  event: unknown,
  at: number,
  pending: Pending,
  index: number
): Either.Either<Step, ReturnType<typeof contentError>> => {
  const where = ["events", index, "event"]
  // A raised flag belongs to the failure event that follows its ApiFailed, nothing later: another
  // event in between clears it.
  const keep = (value: unknown): Either.Either<Step, never> =>
    Either.right({ _tag: "Keep", event: value, pending: NO_TIMEOUT })
  if (!isTagged(event)) return keep(event)
  const tag = event._tag
  if (tag === "ApiFailed") return Either.right({ _tag: "Drop", pending })
  if (tag === "NetworkUnstable")
    return Schema.decodeUnknownEither(WithReason)(event).pipe(
      Either.mapLeft((error) => contentError(error, where)),
      Either.map(({ reason }): Step => ({ _tag: "Drop", pending: { timeoutReason: reason } }))
    )
  if (tag === "CreditRequested") return keep({ ...event, _tag: "CreditLoading" })
  if (tag === "CheckInListLoading") return keep({ ...event, today: bangkokDayOfMonth(at) })
  const dataField = LOADED_FIELDS[tag]
  if (dataField !== undefined) {
    const { [dataField]: data, ...rest } = event
    return keep({ ...rest, data })
  }
  if (!FAILURE_TAGS.has(tag)) return keep(event)
  return Schema.decodeUnknownEither(WithMessage)(event).pipe(
    Either.mapLeft((error) => contentError(error, where)),
    Either.map(({ message, ...rest }): Step => {
      const failure =
        pending.timeoutReason === null
          ? { _tag: "ServerError", status: null, message }
          : { _tag: "Timeout", status: timeoutStatus(pending.timeoutReason), message }
      const today = tag === "CheckInListFailed" ? { today: bangkokDayOfMonth(at) } : {}
      return { _tag: "Keep", event: { ...rest, ...today, failure }, pending: NO_TIMEOUT }
    })
  )
}

/**
 * The slices version 2 held at their spec values only (nothing was reduced into them). A version-3
 * snapshot leaves out what is at its initial value, so these go: a later build that gives one of
 * them its real shape reads the log all the same.
 */
const V2_RESERVED_SLICES: ReadonlyArray<string> = [
  "deposit",
  "withdraw",
  "affiliate",
  "winlost",
  "reward",
  "log",
  "wheel",
  "register",
  "flipCard",
  "gameEvent",
  "announcement",
  "slip",
  "userAddress"
]

const withoutReservedSlices = (snapshot: unknown): unknown =>
  isRecordLike(snapshot)
    ? Object.fromEntries(Object.entries(snapshot).filter(([key]) => !V2_RESERVED_SLICES.includes(key)))
    : snapshot

/** A version-2 document as a version-3 one (still encoded: the caller decodes it). */
export const migrateV2ToV3 = (document: unknown) =>
  Either.gen(function* () {
    const v2 = yield* Schema.decodeUnknownEither(V2Document)(document).pipe(
      Either.mapLeft((error) => contentError(error))
    )
    const events = []
    let pending = NO_TIMEOUT
    for (const [index, entry] of v2.events.entries()) {
      const step = yield* migrateEvent(entry.event, entry.at, pending, index)
      pending = step.pending
      if (step._tag === "Keep") events.push({ ...entry, event: step.event })
    }
    // A bounded log may start with a dropped event: the first kept event's seq starts it now (or,
    // with none kept, the seq after the last one, as an empty export says).
    const lastSeq = v2.events.at(-1)?.seq
    const firstSeq = events[0]?.seq ?? (lastSeq === undefined ? v2["firstSeq"] : lastSeq + 1)
    return { ...v2, version: 3, firstSeq, snapshot: withoutReservedSlices(v2["snapshot"]), events }
  })
