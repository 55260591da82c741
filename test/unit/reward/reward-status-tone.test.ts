import { describe, expect, it } from "vitest"
import { toneOfRewardStatus } from "../../../src/ui/reward/reward-status-tone"
import { toneOfStatus } from "../../../src/ui/status-pill"

// The reward history's statuses in the tones of every other list's pill (#29).

describe("the reward history's status tones (#29)", () => {
  it("#29 a done redemption is green like an approved deposit, a cancelled one red like a rejected one", () => {
    expect(toneOfRewardStatus("done")).toBe(toneOfStatus("approved"))
    expect(toneOfRewardStatus("cancelled")).toBe(toneOfStatus("rejected"))
  })

  it("#29 a redemption waiting for its goods, sent or not yet, is amber like a pending withdrawal", () => {
    expect(toneOfRewardStatus("pending")).toBe(toneOfStatus("pending"))
    expect(toneOfRewardStatus("shipped")).toBe(toneOfStatus("pending"))
  })
})
