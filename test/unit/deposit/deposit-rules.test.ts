import { anyId } from "promptparse/validate"
import { describe, expect, it } from "vitest"
import {
  checkDepositAmount,
  MAX_DEPOSIT,
  MIN_DEPOSIT,
  promptPayAccount,
  promptPayIdType,
  QUICK_DEPOSIT_AMOUNTS
} from "../../../src/domain/deposit"
import { DEMO_RECEIVING_ACCOUNTS } from "../../../src/domain/demo/deposit"
import { satang, wholeBaht } from "../../../src/domain/money"
import { promptPayPayload } from "../../../src/ui/deposit/promptpay-payload"

/** CRC-16/CCITT-FALSE over the payload up to and including "6304", as EMVCo defines tag 63. */
const crc16 = (text: string): string => {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, "0")
}

describe("the deposit amount (#10 §1, OPEN-02: minimum 1 baht, maximum 2,000,000 baht)", () => {
  it("#10 an empty field is no error yet, and no QR", () => {
    expect(checkDepositAmount("")).toEqual({ _tag: "Empty" })
    expect(checkDepositAmount("   ")).toEqual({ _tag: "Empty" })
  })

  it("#10 the minimum is valid, one satang under it is not", () => {
    expect(MIN_DEPOSIT).toBe(wholeBaht(1))
    expect(checkDepositAmount("1")).toEqual({ _tag: "Valid", amount: satang(100) })
    expect(checkDepositAmount("0.99")).toEqual({ _tag: "BelowMinimum" })
    expect(checkDepositAmount("0")).toEqual({ _tag: "BelowMinimum" })
  })

  it("#10 the maximum is valid, one satang over it is not", () => {
    expect(checkDepositAmount("2,000,000")).toEqual({ _tag: "Valid", amount: MAX_DEPOSIT })
    expect(checkDepositAmount("2000000.01")).toEqual({ _tag: "AboveMaximum" })
  })

  it("#10 satang are exact: 1,250.50 is 125,050 satang; 3 decimals, letters and signs are not amounts", () => {
    expect(checkDepositAmount("1,250.50")).toEqual({ _tag: "Valid", amount: satang(125_050) })
    expect(checkDepositAmount("0.1")).toEqual({ _tag: "BelowMinimum" })
    for (const text of ["12.345", "abc", "-5", "1e3", "๑๐๐"])
      expect(checkDepositAmount(text)).toEqual({ _tag: "NotANumber" })
  })

  it("#10 the quick amounts are 100, 300, 500 and 1,000 baht", () => {
    expect(QUICK_DEPOSIT_AMOUNTS).toEqual([10_000, 30_000, 50_000, 100_000])
  })
})

describe("the PromptPay id and payload (#10 §1)", () => {
  it("#10 a mobile number or a 13-digit id; anything else gets no QR", () => {
    expect(promptPayIdType("0812345670")).toBe("MSISDN")
    expect(promptPayIdType("081-234-5670")).toBe("MSISDN")
    expect(promptPayIdType("0105566123457")).toBe("NATID")
    expect(promptPayIdType("021234567")).toBeNull()
    expect(promptPayIdType("0212345678")).toBeNull()
    expect(promptPayIdType("12345")).toBeNull()
    expect(promptPayPayload("12345", wholeBaht(100))).toBeNull()
  })

  it("#10 the QR pays the first account with a usable PromptPay id", () => {
    expect(promptPayAccount(DEMO_RECEIVING_ACCOUNTS)?.bankCode).toBe("004")
    expect(promptPayAccount([{ promptPayId: null }, { promptPayId: "bad" }])).toBeUndefined()
  })

  it("#10 the payload carries the amount with 2 decimals and a valid CRC-16", () => {
    const payload = promptPayPayload("0105566123457", satang(125_050))
    expect(payload).not.toBeNull()
    const text = payload ?? ""
    expect(text).toContain("5407" + "1250.50")
    expect(text.slice(-4)).toBe(crc16(text.slice(0, -4)))
    expect(anyId(text)).toEqual({ type: "NATID", target: "0105566123457", amount: 1250.5 })
  })

  it("#10 a mobile number's payload validates, and a changed amount breaks the CRC", () => {
    const text = promptPayPayload("0812345670", wholeBaht(100)) ?? ""
    expect(anyId(text)).toEqual({ type: "MSISDN", target: "0812345670", amount: 100 })
    const tampered = text.replace("5406100.00", "5406900.00")
    expect(tampered).not.toBe(text)
    expect(anyId(tampered)).toBeNull()
  })

  it("#10 one satang survives into the payload (no float drift)", () => {
    const text = promptPayPayload("0812345670", satang(1_000_001)) ?? ""
    expect(anyId(text)?.amount).toBe(10000.01)
  })
})
