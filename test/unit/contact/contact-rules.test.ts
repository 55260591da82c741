import { describe, expect, it } from "vitest"
import { chatAddress, lineProfileUrl } from "../../../src/domain/contact"

describe("contact links", () => {
  it("SUPPORT-02 / OPEN-66 an official '@' id links to the R/ti/p profile with the @ encoded", () => {
    expect(lineProfileUrl("@goldbet")).toBe("https://line.me/R/ti/p/%40goldbet")
    expect(lineProfileUrl("  @goldbet ")).toBe("https://line.me/R/ti/p/%40goldbet")
  })

  it("SUPPORT-02 / OPEN-66 a personal id links to the ~id profile", () => {
    expect(lineProfileUrl("somchai.th")).toBe("https://line.me/ti/p/~somchai.th")
    expect(lineProfileUrl("a b/c")).toBe("https://line.me/ti/p/~a%20b%2Fc")
  })

  it("CHAT-04 chatAddress is stable, lower-case and on the reserved .invalid domain", () => {
    const address = chatAddress("SomChai01")
    expect(address).toBe("somchai01@member.invalid")
    expect(chatAddress("SomChai01")).toBe(address)
    expect(chatAddress(" somchai01 ")).toBe(address)
    expect(address).toBe(address.toLowerCase())
  })

  it("CHAT-04 chatAddress keeps different usernames apart and strips unsafe characters", () => {
    expect(chatAddress("alice")).not.toBe(chatAddress("bob"))
    expect(chatAddress("ผู้เล่น@x y")).toMatch(/^[a-z0-9._-]+@member\.invalid$/)
  })
})
