import { describe, expect, it } from "vitest"
import { isValidUrl } from "../../../src/domain/url"
import { lineChatLink, RESET_IDENTIFIER_MAX, resetIdentifier } from "../../../src/domain/password-reset"
import { forgotPasswordTexts } from "../../../src/ui/session/forgot-password-texts"

// 'ลืมรหัสผ่าน?' (#29): the message ready to send to support and the LINE link that carries it.

describe("the account the reset message names (#29)", () => {
  it("is the username typed, trimmed", () => {
    expect(resetIdentifier("  somsak01 ")).toEqual({ kind: "username", value: "somsak01" })
  })

  it("is a phone number when the login form got one, its dashes and spaces dropped", () => {
    expect(resetIdentifier("089-123-4567")).toEqual({ kind: "phone", value: "0891234567" })
    expect(resetIdentifier("0612345678")).toEqual({ kind: "phone", value: "0612345678" })
    // Not a Thai mobile number: a username made of digits.
    expect(resetIdentifier("0212345678")).toEqual({ kind: "username", value: "0212345678" })
  })

  it("is nothing when nothing was typed, and never longer than an identifier can be", () => {
    expect(resetIdentifier("   ")).toBeNull()
    expect(resetIdentifier("x".repeat(500))?.value).toHaveLength(RESET_IDENTIFIER_MAX)
  })
})

describe("the message ready to send (#29)", () => {
  it("asks for a reset and names the brand and the username", () => {
    expect(forgotPasswordTexts.message("GoldBet", resetIdentifier("somsak01"))).toBe(
      "สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ GoldBet\nชื่อผู้ใช้: somsak01"
    )
  })

  it("names a phone number as one", () => {
    expect(forgotPasswordTexts.message("GoldBet", resetIdentifier("0891234567"))).toBe(
      "สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ GoldBet\nเบอร์โทรศัพท์: 0891234567"
    )
  })

  it("still asks when no account was typed: support asks which one", () => {
    expect(forgotPasswordTexts.message("GoldBet", null)).toBe("สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ GoldBet")
  })
})

describe("the LINE link that carries the message (#29)", () => {
  const text = "สวัสดีครับ/ค่ะ ขอรีเซ็ตรหัสผ่าน เว็บ GoldBet\nชื่อผู้ใช้: somsak01"

  it("opens an official account's chat with the text typed in (oaMessage), every part encoded", () => {
    const link = lineChatLink("@goldbet", text)
    expect(link).toEqual({
      url: `https://line.me/R/oaMessage/%40goldbet/?${encodeURIComponent(text)}`,
      prefilled: true
    })
    expect(link === null ? "" : decodeURIComponent(new URL(link.url).search.slice(1))).toBe(text)
    expect(isValidUrl(link?.url ?? "")).toBe(true)
  })

  it("opens a personal id's profile instead, for the player to paste the text", () => {
    expect(lineChatLink(" support.gb ", text)).toEqual({ url: "https://line.me/ti/p/~support.gb", prefilled: false })
  })

  it("keeps what an id could smuggle inside the link's own parts", () => {
    const link = lineChatLink("@a/b?c#d", "x&y=z#w")
    expect(link?.url).toBe("https://line.me/R/oaMessage/%40a%2Fb%3Fc%23d/?x%26y%3Dz%23w")
  })

  it("is nothing without an id", () => {
    expect(lineChatLink("  ", text)).toBeNull()
  })
})
