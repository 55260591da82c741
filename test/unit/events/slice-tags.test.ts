// Slices name the events they answer by tag; the cases a factory makes (a write's life,
// events/once-only-write.ts) build theirs from a name, which the compiler cannot check.
import { describe, expect, it } from "vitest"
import { KNOWN_EVENT_TAGS } from "../../../src/events/log/known-tags"
import { SLICE_KEYS, slices } from "../../../src/events/state"

describe("slice cases", () => {
  it("DESIGN-08 #28 every case of every slice answers a tag of the AppEvent union", () => {
    const unknown = SLICE_KEYS.flatMap((key) =>
      slices[key].cases.map((sliceCase) => sliceCase.tag).filter((tag) => !KNOWN_EVENT_TAGS.has(tag))
    )
    expect(unknown).toEqual([])
    // The write's cases are there: the check above is not vacuous for them.
    expect(slices.checkIn.cases.map((sliceCase) => sliceCase.tag)).toEqual(
      expect.arrayContaining([
        "CheckInStarted",
        "CheckInUnsure",
        "CheckInNotDone",
        "CheckInUnverified",
        "CheckInOffline"
      ])
    )
  })
})
