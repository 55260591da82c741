// #14 the delivery address is personal data: in an exported log (DESIGN-10) every field of the
// userAddress slice's record and of the address events is masked (src/events/log/redact.ts).
import { describe, expect, it } from "vitest"
import { exportRecording } from "../../../../src/events/log/export"
import type { AppEvent } from "../../../../src/events/schemas"
import { LOG_META, normalSession, recordedStore } from "../../../support/demo-session"
import { sampleAddress } from "../../address/fixtures"

const address = sampleAddress({ village: "หมู่บ้านสุขสันต์", road: "ซอยลาดพร้าว 71" })
const saved = sampleAddress({ houseNo: "45/9", recipientName: "มานี ใหม่", phone: "0898765432" })

const session: ReadonlyArray<AppEvent> = [
  ...normalSession,
  { _tag: "UserAddressLoading" },
  { _tag: "UserAddressLoaded", data: address },
  { _tag: "AddressSaveStarted", key: "5d1e0c2b-7a39-4c8d-9e0f-1a2b3c4d5e6f", address: saved },
  { _tag: "AddressSaveUnsure", failure: { _tag: "NetworkError", status: null, message: "lost" } },
  { _tag: "AddressSaved", address: saved }
]

const personal = [
  "มานี มีนา",
  "0891112222",
  "หมู่บ้านสุขสันต์",
  "ซอยลาดพร้าว 71",
  "จตุจักร",
  "กรุงเทพมหานคร",
  "10900",
  "มานี ใหม่",
  "0898765432",
  "45/9"
]

describe("delivery address in an exported log (#14, ENT-18, DESIGN-10)", () => {
  const store = recordedStore(session)
  const text = JSON.stringify(exportRecording(store.getRecording(), LOG_META))

  it("the session really held the address in the userAddress slice and the events", () => {
    const raw = JSON.stringify({ state: store.getState().userAddress, log: store.getLog() })
    for (const value of personal) expect(raw).toContain(value)
  })

  it("no field of the address appears in the exported text: slice, snapshot or events", () => {
    for (const value of personal) expect(text, value).not.toContain(value)
  })

  it("what support needs stays: the events' tags, the save's status and its key", () => {
    for (const tag of ["UserAddressLoaded", "AddressSaveStarted", "AddressSaveUnsure", "AddressSaved"])
      expect(text).toContain(tag)
    expect(text).toContain("5d1e0c2b-7a39-4c8d-9e0f-1a2b3c4d5e6f")
  })
})
