import { css } from "../../../styled-system/css"

const number = css({ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" })

/** The player's registered account in a sentence: "กสิกรไทย xxx-x-xx789-0", the number never broken at its dashes. */
export const RegisteredAccount = ({ bank, maskedNumber }: { readonly bank: string; readonly maskedNumber: string }) => (
  <>
    {bank} <span className={number}>{maskedNumber}</span>
  </>
)
