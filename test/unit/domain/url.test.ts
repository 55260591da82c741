import { describe, expect, it } from "vitest"
import { isValidUrl } from "../../../src/domain/url"

describe("URL validator", () => {
  it("VAL-03 accepts no scheme, http:// and https://; rejects other schemes", () => {
    expect(isValidUrl("example.com")).toBe(true)
    expect(isValidUrl("http://example.com")).toBe(true)
    expect(isValidUrl("https://example.com")).toBe(true)
    expect(isValidUrl("ftp://example.com")).toBe(false)
    expect(isValidUrl("javascript:alert(1)")).toBe(false)
  })

  it("VAL-04 needs a domain name or an IPv4 host", () => {
    expect(isValidUrl("http://192.168.1.1")).toBe(true)
    expect(isValidUrl("sub.example.co.th")).toBe(true)
    expect(isValidUrl("http://")).toBe(false)
    expect(isValidUrl("not a url")).toBe(false)
    expect(isValidUrl("")).toBe(false)
    expect(isValidUrl("http://256.1.1.1")).toBe(false)
    expect(isValidUrl("localhost")).toBe(false)
  })

  it("VAL-05 allows an optional port, path, query and fragment", () => {
    expect(isValidUrl("https://example.com:8080/a/b?x=1&y=2#top")).toBe(true)
    expect(isValidUrl("example.com/path")).toBe(true)
    expect(isValidUrl("http://192.168.1.1:3000/x")).toBe(true)
    expect(isValidUrl("https://example.com:port/")).toBe(false)
    expect(isValidUrl("https://exa mple.com")).toBe(false)
  })
})
