import { describe, expect, it } from "vitest"
import { maskAccountNumber, maskPhone } from "../../../src/domain/masking"

// A phone and a bank account number masked by one rule (#29): every screen that shows them reads
// them from src/domain/masking.ts.

describe("masked phone and account numbers (#29)", () => {
  it("#29 an account number keeps its last 4 digits, 'x' for the rest, in the bank's groups", () => {
    expect(maskAccountNumber("1234567890")).toBe("xxx-x-xx789-0")
    expect(maskAccountNumber("123-4-56789-0")).toBe("xxx-x-xx789-0")
    expect(maskAccountNumber("123456789012")).toBe("xxxx-xxxx-9012")
  })

  it("#29 a phone number hides the same digits as an account number of the same digits", () => {
    expect(maskPhone("0812345678").replace(/-/g, "")).toBe(maskAccountNumber("0812345678").replace(/-/g, ""))
  })

  it("#29 a number of 4 digits or fewer stays as it is: nothing is hidden that the rule would keep", () => {
    expect(maskAccountNumber("6789")).toBe("6789")
    expect(maskPhone("1234")).toBe("1234")
  })
})
