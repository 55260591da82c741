import fc from "fast-check"
import type { AppEvent } from "../../../src/events/schemas"

// Registration's sample events (every tag, for the log and privacy tests) and generators (for the
// replay properties). No password anywhere: the events have no field for one.

const path = { inviterCode: "SC7788", team: null, marketing: null }
const step1 = { phone: "0891234567", username: "somsak01" }
/** Step 2 as the session below sends it. */
export const step2 = {
  bankCode: "004",
  bankId: "9876543210",
  accountName: "สมศักดิ์ ใจงาม",
  lineId: "somsak.l",
  inviterCode: "SC7788"
}
const failure = (message: string, status: number | null = 400) => ({ _tag: "ServerError", status, message }) as const

/** A registration as the log holds it, from opening to the account made. */
export const registerSessionEvents: ReadonlyArray<AppEvent> = [
  { _tag: "RegisterOpened", path },
  { _tag: "RegisterLookupAnswered", field: "phone", value: "0891234567", status: "available", message: "" },
  { _tag: "RegisterLookupAnswered", field: "username", value: "somsak01", status: "available", message: "" },
  { _tag: "InviterLookedUp", code: "SC7788", name: "สมชาย ใ***" },
  { _tag: "RegisterStep1Done", step1 },
  { _tag: "RegisterLookupAnswered", field: "bankId", value: "004:9876543210", status: "available", message: "" },
  { _tag: "AccountNameLookedUp", bankCode: "004", bankId: "9876543210", accountName: "สมศักดิ์ ใจงาม" },
  { _tag: "RegisterStarted", step2, key: "9b2c1c1e-8d5b-4f3a-9f5e-1a2b3c4d5e6f" }
]

export const registerOtherEvents: ReadonlyArray<AppEvent> = [
  { _tag: "RegisterLookupUnanswered", field: "phone", value: "0891234567" },
  { _tag: "RegisterStepBack" },
  { _tag: "RegisterFailed", failure: failure("ชื่อผู้ใช้นี้ถูกใช้แล้ว") },
  { _tag: "RegisterUnsure", failure: { _tag: "Timeout", status: null, message: "timeout" } },
  { _tag: "RegisterVerifyStarted" },
  { _tag: "RegisterNotDone" },
  { _tag: "RegisterUnverified" },
  { _tag: "RegisterOffline" },
  { _tag: "RegisterVerified", outcome: "registered" },
  { _tag: "RegisterVerified", outcome: "not-registered" },
  { _tag: "Registered", username: "somsak01" }
]

export const registerGenerators = (
  failureArb: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const text = fc.string({ maxLength: 12 })
  const code = fc.option(fc.stringMatching(/^[A-Z0-9]{6}$/), { nil: null })
  const field = fc.constantFrom("phone" as const, "username" as const, "bankId" as const)
  const anyField = fc.constantFrom("phone" as const, "username" as const, "bankId" as const, "inviter" as const)
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  return [
    ev(
      "RegisterOpened",
      fc.record({
        path: fc.record({
          inviterCode: code,
          team: fc.option(text, { nil: null }),
          marketing: fc.option(text, { nil: null })
        })
      })
    ),
    ev(
      "RegisterLookupAnswered",
      fc.record({
        field,
        value: text,
        status: fc.constantFrom("available" as const, "taken" as const, "invalid" as const),
        message: text
      })
    ),
    ev("RegisterLookupUnanswered", fc.record({ field: anyField, value: text })),
    ev("InviterLookedUp", fc.record({ code: text, name: fc.option(text, { nil: null }) })),
    ev(
      "AccountNameLookedUp",
      fc.record({
        bankCode: fc.stringMatching(/^\d{3}$/),
        bankId: fc.stringMatching(/^\d{10}$/),
        accountName: fc.option(text, { nil: null })
      })
    ),
    ev("RegisterStep1Done", fc.record({ step1: fc.record({ phone: fc.stringMatching(/^0\d{9}$/), username: text }) })),
    fc.constant({ _tag: "RegisterStepBack" as const }),
    ev(
      "RegisterStarted",
      fc.record({
        key: fc.uuid(),
        step2: fc.record({
          bankCode: fc.stringMatching(/^\d{3}$/),
          bankId: fc.stringMatching(/^\d{10}$/),
          accountName: text,
          lineId: fc.option(text, { nil: null }),
          inviterCode: code
        })
      })
    ),
    ev("RegisterFailed", fc.record({ failure: failureArb })),
    ev("RegisterUnsure", fc.record({ failure: failureArb })),
    fc.constant({ _tag: "RegisterVerifyStarted" as const }),
    fc.constant({ _tag: "RegisterNotDone" as const }),
    fc.constant({ _tag: "RegisterUnverified" as const }),
    fc.constant({ _tag: "RegisterOffline" as const }),
    ev(
      "RegisterVerified",
      fc.record({ outcome: fc.constantFrom("registered" as const, "not-registered" as const, "unknown" as const) })
    ),
    ev("Registered", fc.record({ username: text }))
  ]
}
