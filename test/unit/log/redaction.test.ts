// Issue §1 / DESIGN-10: an exported log holds no token or password, and masks phone numbers, bank
// account ids and the chat address (last 4 kept).
import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import type { AppEvent } from "../../../src/events/schemas"
import { decodeLogText } from "../../../src/events/log/decode-log"
import { mask, redact } from "../../../src/events/log/redact"
import { exportRecording } from "../../../src/events/log/export"
import {
  DEMO_BANK_ID,
  DEMO_CHAT_ADDRESS,
  DEMO_PHONE,
  demoProfile,
  guestStart,
  LOG_META,
  normalSession,
  playerLoads,
  recordedStore
} from "../../support/demo-session"

/** A session where the personal values also turn up in free text and in the unknown address record. */
const leakySession: ReadonlyArray<AppEvent> = [
  ...normalSession.slice(0, 10),
  ...playerLoads({ ...demoProfile, user_address: { email: DEMO_CHAT_ADDRESS, phone: DEMO_PHONE, line: "demo.line" } }),
  {
    _tag: "ProfileFailed",
    failure: {
      _tag: "ServerError",
      status: 500,
      message: `แชท ${DEMO_CHAT_ADDRESS} ไม่ตอบ (โทร 081-234-5678, บัญชี ${DEMO_BANK_ID})`
    }
  },
  {
    _tag: "CheckInFailed",
    failure: { _tag: "ServerError", status: 409, message: `phone ${DEMO_PHONE} is already registered` }
  }
]

describe("redaction of an export", () => {
  const store = recordedStore(leakySession)
  const text = JSON.stringify(exportRecording(store.getRecording(), LOG_META))

  it("DESIGN-10 the session really held the values (so the check below means something)", () => {
    const raw = JSON.stringify({ state: store.getState(), log: store.getLog() })
    for (const secret of [DEMO_PHONE, DEMO_BANK_ID, DEMO_CHAT_ADDRESS]) expect(raw).toContain(secret)
  })

  it("DESIGN-10 none of the phone, bank account id or chat address appears in the exported text", () => {
    for (const secret of [DEMO_PHONE, DEMO_BANK_ID, DEMO_CHAT_ADDRESS, "081-234-5678", "member.invalid"])
      expect(text).not.toContain(secret)
  })

  it("DESIGN-10 the last 4 characters stay, so a reader can still tell accounts apart", () => {
    expect(text).toContain('"phone":"******5678"')
    expect(text).toContain('"bankId":"******7890"')
    expect(text).toContain("***************alid")
    expect(text).toContain("phone ******5678 is already registered")
  })

  it("DESIGN-10 the redacted export still decodes and replays", () => {
    const result = decodeLogText(text)
    expect(Either.isRight(result) && result.right.events.length).toBe(store.getLog().length)
  })

  it("DESIGN-10 token and password keys, if ever present, are removed with their values", () => {
    const cleaned = JSON.stringify(
      redact({
        token: "secret-token",
        user: { password: "hunter2", accessToken: "t", name: "x" },
        items: [{ Password: 1 }]
      })
    )
    expect(cleaned).toBe('{"user":{"name":"x"},"items":[{}]}')
  })

  it("masks keep the last 4 characters and hide short values entirely", () => {
    expect(mask("0812345678")).toBe("******5678")
    expect(mask("1234")).toBe("****")
    expect(redact({ _tag: "Loaded", address: { _tag: "Home", city: "Bangkok" } })).toEqual({
      _tag: "Loaded",
      address: { _tag: "Home", city: "***gkok" }
    })
  })

  it("#10 a withdrawal's account number (already masked by the server) is masked again, and still decodes", () => {
    expect(redact({ bankAccount: "1234567890" })).toEqual({ bankAccount: "******7890" })
    const withdrawal = recordedStore([
      ...normalSession.slice(0, 10),
      {
        _tag: "WithdrawDone",
        request: {
          id: "WD-1",
          amount: satang(50_000),
          status: "pending",
          reason: null,
          bankName: "กสิกรไทย",
          bankAccount: "xxx-x-xx789-0",
          createdAt: "2025-06-15T03:00:00.000Z",
          updatedAt: "2025-06-15T03:00:00.000Z"
        }
      }
    ])
    const exported = JSON.stringify(exportRecording(withdrawal.getRecording(), LOG_META))
    expect(exported).toContain('"bankAccount":"*********89-0"')
    expect(Either.isRight(decodeLogText(exported))).toBe(true)
  })

  it("#10 a deposit's receiving account: number, name and PromptPay id masked, bank and amounts kept", () => {
    const event = {
      _tag: "DepositAccountsLoaded",
      data: [
        {
          bankCode: "004",
          bankName: "ธนาคารกสิกรไทย",
          accountNumber: "0481236579",
          accountName: "บจก. ลัคกี้ สตาร์",
          promptPayId: "0812345670"
        }
      ]
    }
    expect(redact(event)).toEqual({
      _tag: "DepositAccountsLoaded",
      data: [
        {
          bankCode: "004",
          bankName: "ธนาคารกสิกรไทย",
          accountNumber: "******6579",
          accountName: mask("บจก. ลัคกี้ สตาร์"),
          promptPayId: "******5670"
        }
      ]
    })
  })

  it("leaves other data alone: uuids, LINE ids, configuration paths, numbers", () => {
    const guest = JSON.stringify(exportRecording(recordedStore(guestStart).getRecording(), LOG_META))
    expect(guest).not.toContain("***")
  })
})
