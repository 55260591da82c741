import type { JoinedThrough, PlayerRecord } from "../../src/domain/demo/accounts"
import { NO_PROMOTION } from "../../src/domain/demo/site"
import { bankOfCode } from "../../src/domain/banks"
import { ZERO_SATANG } from "../../src/domain/money"
import type { RegisterRequest } from "../../src/domain/register-schema"
import type { ServerState } from "../state"

// A registered player's account (#12): level 1 (silver), balance 0, no points, their own affiliate
// code, and who brought them (OPEN-67). The rules were checked before (register.ts). The password
// is not part of the record: the state keeps only its hash (#31, state.addAccount).

/** Codes avoid 0/O and 1/I, which players misread when they type a code from a screen. */
const CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
const CODE_LENGTH = 6

const newAffiliateCode = (state: ServerState): string => {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(CODE_LENGTH))
    const code = [...bytes].map((byte) => CODE_LETTERS[byte % CODE_LETTERS.length]).join("")
    if (state.accountOfAffiliateCode(code) === undefined) return code
  }
}

export const newAccount = (
  state: ServerState,
  request: RegisterRequest,
  joinedThrough: JoinedThrough
): PlayerRecord => ({
  username: request.username,
  uuid: crypto.randomUUID(),
  // The account holder's name is the player's name: withdrawals go to that account only.
  name: request.bankAccountName.trim(),
  phone: request.phone,
  level: 1,
  balance: ZERO_SATANG,
  point: 0,
  bankName: bankOfCode(request.bankCode)?.name ?? request.bankCode,
  bankId: request.bankId,
  bankUuid: crypto.randomUUID(),
  checkedInDaysBefore: 0,
  setting: NO_PROMOTION,
  affiliateCode: newAffiliateCode(state),
  joinedThrough,
  ...(request.lineId === null ? {} : { lineId: request.lineId })
})
