import { css } from "../../styled-system/css"
import { formatBaht, formatInteger } from "../domain/money"
import type { Prize } from "../domain/prize-schema"

const won = css({ fontWeight: "bold", color: "success", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })
const none = css({ color: "muted", whiteSpace: "nowrap" })

/** A prize of the wheel or the flip card as a history row's amount: +฿20.00, +50 แต้ม, or a dash. */
export const PrizeAmount = ({ prize }: { readonly prize: Prize }) =>
  prize.kind === "credit" ? (
    <span className={won}>+{formatBaht(prize.value)}</span>
  ) : prize.kind === "point" ? (
    <span className={won}>+{formatInteger(prize.value)} แต้ม</span>
  ) : (
    <span className={none}>–</span>
  )
