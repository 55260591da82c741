import { Either } from "effect"
import { LogDecodeError } from "./log-decode-error"
import { CURRENT_LOG_VERSION } from "./log-file"
import { migrateV1ToV2 } from "./migrate-v1"
import { migrateV2ToV3 } from "./migrate-v2"
import { migrateV3ToV4 } from "./migrate-v3"

/** One step: a document of version `from` becomes one of version `from + 1` (both still encoded). */
type Migration = (document: unknown) => Either.Either<unknown, LogDecodeError>

/** Every step, by the version it starts from. Add one here whenever an event's schema changes. */
const MIGRATIONS: ReadonlyMap<number, Migration> = new Map<number, Migration>([
  [1, migrateV1ToV2],
  [2, migrateV2ToV3],
  [3, migrateV3ToV4]
])

export const OLDEST_LOG_VERSION = 1

/**
 * Brings a document of `version` up to CURRENT_LOG_VERSION, one step at a time. A version newer than
 * this build, or one with no migration, is refused with a message naming both.
 */
export const migrateToCurrent = (version: number, document: unknown): Either.Either<unknown, LogDecodeError> => {
  if (version > CURRENT_LOG_VERSION || version < OLDEST_LOG_VERSION)
    return Either.left(
      new LogDecodeError({
        reason: "UnsupportedVersion",
        path: "version",
        message: `version: log format version ${version} is not supported; this build reads versions ${OLDEST_LOG_VERSION} to ${CURRENT_LOG_VERSION}${version > CURRENT_LOG_VERSION ? " (the log comes from a newer app)" : ""}`
      })
    )
  let current: Either.Either<unknown, LogDecodeError> = Either.right(document)
  for (let from = version; from < CURRENT_LOG_VERSION; from++) {
    const step = MIGRATIONS.get(from)
    if (step === undefined)
      return Either.left(
        new LogDecodeError({
          reason: "UnsupportedVersion",
          path: "version",
          message: `version: no migration from version ${from}`
        })
      )
    current = Either.flatMap(current, step)
  }
  return current
}
