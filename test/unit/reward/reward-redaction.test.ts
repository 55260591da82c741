// #13 a delivery address (goods rewards; #14's manage-address) never leaves the browser readable in
// an exported log: every field of it is masked whole, wherever it sits (src/events/log/redact.ts).
// The reward events themselves carry no address: the server keeps it, the history does not echo it.
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DEMO_ADDRESSES } from "../../../src/domain/demo/address"
import { redact } from "../../../src/events/log/redact"
import { AppEvent } from "../../../src/events/schemas"
import { rewardHistory, rewardRedeemed } from "./fixtures"

const encode = Schema.encodeSync(AppEvent)

describe("delivery addresses in an exported log (#13, DESIGN-10)", () => {
  it("every field of an address is masked, under its own key or inside an 'address'", () => {
    const address = DEMO_ADDRESSES["demo"]
    const text = JSON.stringify(redact({ deliveryAddress: address, ...address, nested: { address } }))
    for (const value of ["สมชาย ใจดี", "99/12", "หมู่บ้านสุขสันต์", "ซอยลาดพร้าว 71", "สะพานสอง", "วังทองหลาง", "10310"]) {
      expect(text).not.toContain(value)
    }
    expect(text).not.toContain("0812345678")
  })

  it("the reward events keep what support needs (item, points, status) and hold no address", () => {
    const text = JSON.stringify(
      redact([
        encode({ _tag: "RewardRedeemDone", answer: rewardRedeemed() }),
        encode({ _tag: "RewardHistoryLoaded", data: rewardHistory() })
      ])
    )
    expect(text).toContain("เครดิตฟรี 20 บาท")
    expect(text).toContain('"status":"done"')
    for (const word of ["address", "postcode", "province"]) expect(text.toLowerCase()).not.toContain(word)
  })
})
