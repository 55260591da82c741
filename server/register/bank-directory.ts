import { seededRandom, seedOf } from "../../src/domain/demo/seeded-random"

// The stand-in for the banks' account-name service behind POST /api/bank/name (AMB-33): the four
// largest banks give a holder's name for any well-formed number (the same name every time, drawn
// from the number), the others give none, so the player types it. An operator wires the real one.

/** BBL, KBank, KTB and SCB answer; the rest do not. */
const ANSWERING_BANKS: ReadonlySet<string> = new Set(["002", "004", "006", "014"])

const TITLES = ["นาย", "นางสาว", "นาง"] as const
const FIRST_NAMES = [
  "สมศักดิ์",
  "วิไลวรรณ",
  "ธนากร",
  "กมลชนก",
  "ประเสริฐ",
  "สุภาพร",
  "อนุชา",
  "พิมพ์ชนก",
  "ณัฐวุฒิ",
  "จิราพร",
  "ชัยวัฒน์",
  "รัตนา"
] as const
const SURNAMES = ["แสงทอง", "ศรีสวัสดิ์", "บุญมา", "วงศ์ใหญ่", "ทองดี", "มีสุข", "จันทร์เพ็ญ", "พรหมมา"] as const

const pick = <A>(items: ReadonlyArray<A>, random: () => number): A | undefined =>
  items[Math.floor(random() * items.length)]

/** The holder's name the bank gives for this account, or null when this bank gives none. */
export const holderNameOf = (bankCode: string, bankId: string): string | null => {
  if (!ANSWERING_BANKS.has(bankCode)) return null
  const random = seededRandom(seedOf(`${bankCode}:${bankId}`))
  const parts = [pick(TITLES, random), pick(FIRST_NAMES, random), pick(SURNAMES, random)]
  return parts.join(" ")
}
