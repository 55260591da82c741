// #10 §2 money.md: slip images and sender names never enter the event log unmasked. The events
// carry only the server's verified data, already masked, and an export masks the sender's name
// and the account number whole again (src/events/log/redact.ts).
import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { redact } from "../../../src/events/log/redact"
import { AppEvent } from "../../../src/events/schemas"
import { slipRequest, verifiedSlip } from "./slip-fixtures"

const encode = Schema.encodeSync(AppEvent)

describe("slip events in an exported log (#10, DESIGN-10)", () => {
  const verified = redact(encode({ _tag: "SlipVerifyLoaded", data: verifiedSlip() }))
  const text = JSON.stringify(verified)

  it("#10 the sender's name and the receiving account number are masked whole", () => {
    expect(text).not.toContain("นาย ส***ย ใ***ดี")
    expect(text).not.toContain("xxx-x-xx456-7")
    expect(text).toMatch(/"senderName":"\*+/)
    expect(text).toMatch(/"accountNumber":"\*+/)
  })

  it("#10 the amount and the bank stay readable for support (long digit runs of a reference are masked as any)", () => {
    expect(text).toContain("004DEMO******0001")
    expect(text).toContain('"amount":500')
    expect(text).toContain("กสิกรไทย")
  })

  it("#10 no slip event schema has a place for an image: the upload's bytes never become an event", () => {
    const events = [
      encode({ _tag: "SlipVerifyLoaded", data: verifiedSlip() }),
      encode({ _tag: "SlipMyRequestsLoaded", data: [slipRequest()] }),
      encode({ _tag: "SlipFileRefused", problem: "size" })
    ]
    const all = JSON.stringify(events)
    for (const word of ["bytes", "image", "png", "base64", "blob:"]) expect(all.toLowerCase()).not.toContain(word)
  })
})
