// DESIGN-10 STORE-13: a failed call's event carries what the player reads and nothing an exported
// log should not hold (src/domain/failure.ts).
import { describe, expect, it } from "vitest"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { DecodeError, NetworkError, ServerError, Timeout, Unauthorized } from "../../../src/domain/errors"
import { callFailure, failureText, raisesNetworkFlag } from "../../../src/domain/failure"

describe("a failure as its event carries it", () => {
  it("ERR-18 a server's refusal keeps its status and message, never its body", () => {
    const failure = callFailure(
      new ServerError({ status: 409, message: "วันนี้คุณเช็คอินแล้ว", body: { phone: "0812345678" } })
    )
    expect(failure).toEqual({ _tag: "ServerError", status: 409, message: "วันนี้คุณเช็คอินแล้ว" })
    expect(failureText(failure)).toBe("วันนี้คุณเช็คอินแล้ว")
  })

  it("AMB-07 a 401 that ends no session (a guest's call, a wrong password) is the server's refusal", () => {
    const failure = callFailure(new Unauthorized({ status: 401, message: "รหัสผ่านไม่ถูกต้อง" }))
    expect(failure).toEqual({ _tag: "ServerError", status: 401, message: "รหัสผ่านไม่ถูกต้อง" })
    expect(failureText(failure)).toBe("รหัสผ่านไม่ถูกต้อง")
  })

  it("DESIGN-10 a transport error carries no text (it can name the URL), a decode error only the call", () => {
    const network = callFailure(
      new NetworkError({ message: "Failed to fetch http://x/api/auth/user/getCredit/somchai01" })
    )
    expect(network).toEqual({ _tag: "NetworkError", status: null, message: "" })
    expect(failureText(network)).toBe(ERROR_TEXT.NetworkError)
    const decode = callFailure(new DecodeError({ path: "getCredit", message: 'Expected number, actual "0812345678"' }))
    expect(decode).toEqual({ _tag: "DecodeError", status: null, message: "getCredit" })
    expect(failureText(decode)).toBe(ERROR_TEXT.DecodeError)
  })

  it("ERR-07..ERR-09 only a timeout (408, 503, no answer) raises the network flag", () => {
    expect(raisesNetworkFlag(callFailure(new Timeout({ status: 503, message: "busy" })))).toBe(true)
    expect(raisesNetworkFlag(callFailure(new ServerError({ status: 500, message: "", body: null })))).toBe(false)
    expect(raisesNetworkFlag(callFailure(new NetworkError({ message: "offline" })))).toBe(false)
  })
})
