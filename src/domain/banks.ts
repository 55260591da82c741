// The Thai banks a player or an operator may hold an account at, by the Bank of Thailand's
// three-digit code: name, short name, the colour its badge is drawn in (ui/bank-logo.tsx draws it
// locally: no image from another host) and how many digits its account numbers have. Registration,
// deposit, withdraw and the slip checks all read this one table.

export interface Bank {
  /** The Bank of Thailand's code, as the slip QR and the API carry it: "004". */
  readonly code: string
  readonly name: string
  /** Latin letters for the badge: "KBank". */
  readonly short: string
  /** The badge's background and text colours (text meets 4.5:1 on the background). */
  readonly colour: string
  readonly textColour: string
  /** Digits of an account number: 10, or 12 at GSB and BAAC. */
  readonly accountDigits: 10 | 12
}

export const BANKS: ReadonlyArray<Bank> = [
  { code: "002", name: "กรุงเทพ", short: "BBL", colour: "#1e4598", textColour: "#ffffff", accountDigits: 10 },
  { code: "004", name: "กสิกรไทย", short: "KBank", colour: "#0b7a2e", textColour: "#ffffff", accountDigits: 10 },
  { code: "006", name: "กรุงไทย", short: "KTB", colour: "#0d6a9c", textColour: "#ffffff", accountDigits: 10 },
  { code: "011", name: "ทหารไทยธนชาต", short: "ttb", colour: "#0a3ea8", textColour: "#ffffff", accountDigits: 10 },
  { code: "014", name: "ไทยพาณิชย์", short: "SCB", colour: "#4e2e7f", textColour: "#ffffff", accountDigits: 10 },
  { code: "022", name: "ซีไอเอ็มบี ไทย", short: "CIMB", colour: "#7e2f36", textColour: "#ffffff", accountDigits: 10 },
  { code: "024", name: "ยูโอบี", short: "UOB", colour: "#0b3979", textColour: "#ffffff", accountDigits: 10 },
  { code: "025", name: "กรุงศรีอยุธยา", short: "BAY", colour: "#fec43b", textColour: "#3d2b00", accountDigits: 10 },
  { code: "030", name: "ออมสิน", short: "GSB", colour: "#b0136b", textColour: "#ffffff", accountDigits: 12 },
  { code: "033", name: "อาคารสงเคราะห์", short: "GHB", colour: "#b3540c", textColour: "#ffffff", accountDigits: 10 },
  { code: "034", name: "ธ.ก.ส.", short: "BAAC", colour: "#3a7a16", textColour: "#ffffff", accountDigits: 12 },
  {
    code: "066",
    name: "อิสลามแห่งประเทศไทย",
    short: "ISBT",
    colour: "#184615",
    textColour: "#ffffff",
    accountDigits: 10
  },
  { code: "067", name: "ทิสโก้", short: "TISCO", colour: "#12549f", textColour: "#ffffff", accountDigits: 10 },
  { code: "069", name: "เกียรตินาคินภัทร", short: "KKP", colour: "#10708f", textColour: "#ffffff", accountDigits: 10 },
  { code: "073", name: "แลนด์ แอนด์ เฮ้าส์", short: "LHB", colour: "#5c5d60", textColour: "#ffffff", accountDigits: 10 }
]

export const BANK_CODES = BANKS.map((bank) => bank.code)

export const bankOfCode = (code: string): Bank | undefined => BANKS.find((bank) => bank.code === code)

/** The bank a profile names ("กสิกรไทย", or "ธนาคารกสิกรไทย"): profiles carry a name, not a code. */
export const bankOfName = (name: string): Bank | undefined => {
  const plain = name.replace(/^ธนาคาร/, "").trim()
  return BANKS.find((bank) => bank.name === plain)
}

/** Only the digits of what was typed or pasted ("081-234-5678" is "0812345678", "123-4-56789-0" an account). */
export const digitsOnly = (text: string): string => text.replace(/\D/g, "")

/** Groups of an account number as Thai banks print it: 123-4-56789-0 (10 digits), 1234-5678-9012 (12). */
const groupsOf = (length: number): ReadonlyArray<number> => (length === 12 ? [4, 4, 4] : [3, 1, 5, 1])

/** An account number's characters (its digits, or a masked one's 'x's) in its groups; any other length as it came. */
export const groupAccountNumber = (characters: string): string => {
  const sizes = groupsOf(characters.length)
  if (sizes.reduce((sum, size) => sum + size, 0) !== characters.length) return characters
  const parts: Array<string> = []
  let at = 0
  for (const size of sizes) {
    parts.push(characters.slice(at, at + size))
    at += size
  }
  return parts.join("-")
}

/** "123-4-56789-0": the account number in its groups (anything not 10 or 12 digits as it came). */
export const formatAccountNumber = (accountNumber: string): string => groupAccountNumber(digitsOnly(accountNumber))
