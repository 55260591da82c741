import fc from "fast-check"
import type { ConfigurationItem } from "../../../src/domain/configuration"
import { satang, type Satang } from "../../../src/domain/money"
import type { CurrentUser } from "../../../src/domain/user"
import type { AppEvent } from "../../../src/events/schemas"
import { configurationItem, player, serverFailure } from "../events/fixtures"

// One sample of each account event (#14), in a player session's order, for the event-log tests.

export const accountSessionEvents: ReadonlyArray<AppEvent> = [
  { _tag: "UserRecordLoading" },
  { _tag: "UserRecordLoaded", data: { ...player, user_credit: { point: 240 } } },
  { _tag: "UserRecordFailed", failure: serverFailure("record") },
  { _tag: "UserLevelLoading" },
  { _tag: "UserLevelLoaded", data: { level: 3, criteria: "month", deposits: satang(42_000_00) } },
  { _tag: "UserLevelFailed", failure: serverFailure("level") },
  { _tag: "ConfigurationEntryReread", item: configurationItem("home.normal.logo", "/a.png") }
]

type Failure = {
  readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
  readonly status: number | null
  readonly message: string
}

/** The account's events for the log properties (DESIGN-08), over the property test's own arbitraries. */
export const accountGenerators = (
  money: fc.Arbitrary<Satang>,
  failure: fc.Arbitrary<Failure>,
  user: fc.Arbitrary<CurrentUser>,
  configurationItem: fc.Arbitrary<ConfigurationItem>
): ReadonlyArray<fc.Arbitrary<AppEvent>> => {
  const levelData = fc.record({
    level: fc.integer({ min: 0, max: 8 }),
    criteria: fc.constantFrom("cumulative" as const, "month" as const),
    deposits: money
  })
  return [
    fc.constant({ _tag: "UserRecordLoading" as const }),
    user.map((data) => ({ _tag: "UserRecordLoaded" as const, data })),
    failure.map((value) => ({ _tag: "UserRecordFailed" as const, failure: value })),
    fc.constant({ _tag: "UserLevelLoading" as const }),
    levelData.map((data) => ({ _tag: "UserLevelLoaded" as const, data })),
    failure.map((value) => ({ _tag: "UserLevelFailed" as const, failure: value })),
    configurationItem.map((item) => ({ _tag: "ConfigurationEntryReread" as const, item }))
  ]
}
