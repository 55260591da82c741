import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  ADDRESS_RULES,
  addressChanged,
  addressFieldProblem,
  addressFromDraft,
  addressProblems,
  draftFromAddress,
  EMPTY_ADDRESS,
  firstAddressProblem,
  sameAddress,
  type AddressDraft
} from "../../../src/domain/address"
import { DeliveryAddress } from "../../../src/domain/address-schema"

// The delivery address's rules at their boundaries (#14, OPEN-14 fields, OPEN-20 rules): one module
// the form and the reference API both check with.

const filled: AddressDraft = {
  recipientName: "สมชาย ใจดี",
  phone: "0812345678",
  houseNo: "99/12",
  village: "",
  road: "",
  subdistrict: "จตุจักร",
  district: "จตุจักร",
  province: "กรุงเทพมหานคร",
  postcode: "10900"
}

describe("address rules (#14 OPEN-14 OPEN-20)", () => {
  it("OPEN-14 a filled form without the optional village and road is an address the schema accepts", () => {
    expect(addressProblems(filled)).toEqual({})
    const address = addressFromDraft(filled)
    expect(address).not.toBeNull()
    expect(address).not.toHaveProperty("village")
    expect(address).not.toHaveProperty("road")
    expect(Either.isRight(Schema.decodeUnknownEither(DeliveryAddress)(address))).toBe(true)
  })

  it("OPEN-20 every required field empty (or only spaces) has its own Thai message; the optional ones none", () => {
    expect(addressProblems({ ...EMPTY_ADDRESS, village: "  " })).toEqual({
      recipientName: ADDRESS_RULES.recipientNameRequired,
      phone: ADDRESS_RULES.phoneRequired,
      houseNo: ADDRESS_RULES.houseNoRequired,
      subdistrict: ADDRESS_RULES.subdistrictRequired,
      district: ADDRESS_RULES.districtRequired,
      province: ADDRESS_RULES.provinceRequired,
      postcode: ADDRESS_RULES.postcodeRequired
    })
    expect(firstAddressProblem({ ...filled, recipientName: "   " })).toEqual({
      field: "recipientName",
      message: "กรุณากรอกชื่อผู้รับ"
    })
  })

  it("OPEN-20 phone: 9 or 10 digits from 0; 8 or 11 digits, not from 0, or letters are refused; separators are dropped", () => {
    for (const ok of ["021234567", "0812345678", "081-234-5678", "081 234 5678"])
      expect(addressProblems({ ...filled, phone: ok }).phone, ok).toBeUndefined()
    for (const bad of ["02123456", "08123456789", "1812345678", "08123x5678"])
      expect(addressProblems({ ...filled, phone: bad }).phone, bad).toBe(ADDRESS_RULES.phoneInvalid)
    expect(addressFromDraft({ ...filled, phone: "081-234 5678" })?.phone).toBe("0812345678")
  })

  it("OPEN-20 postcode: 5 digits from 10000 to 96999; 4 or 6 digits, letters or 97xxx are refused", () => {
    for (const ok of ["10000", "10900", "96220"]) expect(addressFieldProblem("postcode", ok), ok).toBeNull()
    for (const bad of ["1090", "109000", "1090a", "09999", "97000"])
      expect(addressFieldProblem("postcode", bad), bad).toBe(ADDRESS_RULES.postcodeInvalid)
  })

  it("OPEN-20 lengths: the name up to 100 characters, the house number up to 30, places up to 60 (Thai marks count)", () => {
    expect(addressFieldProblem("recipientName", "ก".repeat(100))).toBeNull()
    expect(addressFieldProblem("recipientName", "ก".repeat(101))).toBe(ADDRESS_RULES.tooLong(100))
    expect(addressFieldProblem("houseNo", "1".repeat(30))).toBeNull()
    expect(addressFieldProblem("houseNo", "1".repeat(31))).toBe("ยาวได้ไม่เกิน 30 ตัวอักษร")
    expect(addressFieldProblem("province", "ก".repeat(60))).toBeNull()
    expect(addressFieldProblem("province", "กิ".repeat(31))).toBe(ADDRESS_RULES.tooLong(60))
    expect(addressFieldProblem("road", "ก".repeat(101))).toBe(ADDRESS_RULES.tooLong(100))
    expect(addressFieldProblem("village", "")).toBeNull()
  })

  it("a broken form gives no address to send; values are trimmed before saving", () => {
    expect(addressFromDraft({ ...filled, postcode: "123" })).toBeNull()
    expect(addressFromDraft({ ...filled, recipientName: "  สมชาย  ", road: " ซอย 5 " })).toMatchObject({
      recipientName: "สมชาย",
      road: "ซอย 5"
    })
  })

  it("a form is changed only when a trimmed value differs from the saved address (none saved: anything typed)", () => {
    const saved = addressFromDraft(filled)
    expect(addressChanged(draftFromAddress(saved), saved)).toBe(false)
    expect(addressChanged({ ...draftFromAddress(saved), houseNo: " 99/12 " }, saved)).toBe(false)
    expect(addressChanged({ ...draftFromAddress(saved), road: "ซอย 1" }, saved)).toBe(true)
    expect(addressChanged(EMPTY_ADDRESS, null)).toBe(false)
    expect(addressChanged({ ...EMPTY_ADDRESS, postcode: "1" }, null)).toBe(true)
    expect(sameAddress(saved, saved)).toBe(true)
    expect(sameAddress(saved, null)).toBe(false)
  })
})
