import { describe, expect, it } from "vitest"
import { NETWORK_FLAG_STATUSES, SESSION_ENDING_STATUSES } from "../../../src/domain/constants"
import { classifyResponse } from "../../../src/services/response-classifier"
import { errorShape, type ErrorShape } from "../../support/api-errors"

const envelope = (data: unknown) => ({ success: true, data, message: "ok" })
const classify = (status: number, body: unknown, sessionBound: boolean): ErrorShape | null => {
  const error = classifyResponse(status, body, sessionBound)
  return error === null ? null : errorShape(error)
}

interface Row {
  readonly label: string
  readonly status: number
  readonly body: unknown
  readonly sessionBound: boolean
  readonly expected: Partial<ErrorShape> | null
}

const rows: ReadonlyArray<Row> = [
  // Successes
  { label: "200 envelope", status: 200, body: envelope(1), sessionBound: true, expected: null },
  { label: "201 envelope", status: 201, body: envelope({}), sessionBound: true, expected: null },
  { label: "200 login envelope", status: 200, body: envelope({}), sessionBound: false, expected: null },
  // Session-ending (ERR-02..ERR-05, AMB-02)
  {
    label: "401",
    status: 401,
    body: { message: "expired" },
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: 401, message: "expired" }
  },
  {
    label: "403",
    status: 403,
    body: {},
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: 403, message: "" }
  },
  {
    label: "500 with body code 500256",
    status: 500,
    body: { code: 500256, message: "t" },
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: 500 }
  },
  {
    label: "500 with body code '500256'",
    status: 500,
    body: { code: "500256" },
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: 500 }
  },
  {
    label: "200 with body status 500256",
    status: 200,
    body: { success: false, status: 500256 },
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: 200 }
  },
  {
    label: "HTTP status 500256 (not a real status)",
    status: 500256,
    body: {},
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: null }
  },
  { label: "status 0", status: 0, body: null, sessionBound: true, expected: { _tag: "Unauthorized", status: null } },
  { label: "status 99", status: 99, body: null, sessionBound: true, expected: { _tag: "Unauthorized", status: null } },
  {
    label: "status 600",
    status: 600,
    body: null,
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: null }
  },
  {
    label: "status NaN",
    status: Number.NaN,
    body: null,
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: null }
  },
  {
    label: "status 200.5",
    status: 200.5,
    body: envelope(1),
    sessionBound: true,
    expected: { _tag: "Unauthorized", status: null }
  },
  // Network flag (ERR-07, ERR-08)
  {
    label: "408",
    status: 408,
    body: { message: "slow" },
    sessionBound: true,
    expected: { _tag: "Timeout", status: 408, message: "slow" }
  },
  {
    label: "503",
    status: 503,
    body: "<html>busy</html>",
    sessionBound: true,
    expected: { _tag: "Timeout", status: 503, message: "" }
  },
  // Other statuses keep the session (ERR-06, ERR-11)
  {
    label: "400",
    status: 400,
    body: { message: "bad" },
    sessionBound: true,
    expected: { _tag: "ServerError", status: 400, message: "bad", body: { message: "bad" } }
  },
  {
    label: "404",
    status: 404,
    body: null,
    sessionBound: true,
    expected: { _tag: "ServerError", status: 404, message: "" }
  },
  {
    label: "500",
    status: 500,
    body: { message: "boom" },
    sessionBound: true,
    expected: { _tag: "ServerError", status: 500, message: "boom" }
  },
  {
    label: "502 HTML page",
    status: 502,
    body: "<html/>",
    sessionBound: true,
    expected: { _tag: "ServerError", status: 502, body: "<html/>" }
  },
  { label: "302", status: 302, body: null, sessionBound: true, expected: { _tag: "ServerError", status: 302 } },
  {
    label: "200 success:false",
    status: 200,
    body: { success: false, message: "no" },
    sessionBound: true,
    expected: { _tag: "ServerError", status: 200, message: "no" }
  },
  // Login is not session-bound (AMB-07, ERR-12)
  {
    label: "login 401",
    status: 401,
    body: { message: "wrong password" },
    sessionBound: false,
    expected: { _tag: "ServerError", status: 401, message: "wrong password" }
  },
  {
    label: "login 403",
    status: 403,
    body: { message: "locked" },
    sessionBound: false,
    expected: { _tag: "ServerError", status: 403, message: "locked" }
  },
  {
    label: "login body code 500256",
    status: 500,
    body: { code: 500256 },
    sessionBound: false,
    expected: { _tag: "ServerError", status: 500 }
  },
  {
    label: "login 200 with body code 500256",
    status: 200,
    body: { code: 500256 },
    sessionBound: false,
    expected: { _tag: "ServerError", status: 200 }
  },
  { label: "login 503", status: 503, body: {}, sessionBound: false, expected: { _tag: "Timeout", status: 503 } },
  {
    label: "login 400",
    status: 400,
    body: { message: "bad" },
    sessionBound: false,
    expected: { _tag: "ServerError", status: 400, message: "bad" }
  }
]

describe("classifyResponse (CONST-23)", () => {
  it("CONST-23 the session-ending statuses are 401, 403 and 500256 and the network-flag statuses 408 and 503", () => {
    expect([...SESSION_ENDING_STATUSES].sort()).toEqual([401, 403, 500256])
    expect([...NETWORK_FLAG_STATUSES].sort()).toEqual([408, 503])
  })

  it.each(rows)(
    "CONST-23 ERR-02..ERR-12 AMB-02 AMB-05 AMB-07 $label (sessionBound $sessionBound)",
    ({ status, body, sessionBound, expected }) => {
      const actual = classify(status, body, sessionBound)
      if (expected === null) expect(actual).toBeNull()
      else expect(actual).toMatchObject(expected)
    }
  )

  it("CONST-23 every status from 100 to 599 outside the tables keeps the session", () => {
    for (let status = 100; status <= 599; status++) {
      if (SESSION_ENDING_STATUSES.includes(status)) continue
      const tag = classify(status, { message: "m" }, true)?._tag ?? null
      if (NETWORK_FLAG_STATUSES.includes(status)) expect(tag, String(status)).toBe("Timeout")
      else if (status >= 200 && status < 300) expect(tag, String(status)).toBeNull()
      else expect(tag, String(status)).toBe("ServerError")
    }
  })

  it("ERR-11 ERR-18 keeps the server message when the error body has a null code", () => {
    expect(classify(400, { success: false, message: "ยอดเงินไม่เพียงพอ", code: null }, true)).toMatchObject({
      _tag: "ServerError",
      message: "ยอดเงินไม่เพียงพอ"
    })
  })

  it("ERR-04 AMB-02 recognises body code 500256 when the message is null", () => {
    expect(classify(500, { success: false, message: null, code: 500256 }, true)).toMatchObject({ _tag: "Unauthorized" })
  })
})
