import { css } from "../../styled-system/css"
import { formatBaht, formatInteger, type Satang } from "../domain/money"

const line = css({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "4",
  fontSize: "sm",
  color: "muted",
  fontVariantNumeric: "tabular-nums"
})
const value = css({ color: "paper", fontWeight: "bold" })

/** The balance and the points a prize lands in, under the game (refreshed after each spin or play). */
export const PrizeWallet = ({
  balance,
  points
}: {
  readonly balance: Satang | null
  readonly points: number | null
}) => (
  <p className={line}>
    <span>
      เครดิตคงเหลือ{" "}
      <output className={value} aria-live="polite" data-balance="">
        {balance === null ? "–" : formatBaht(balance)}
      </output>
    </span>
    <span>
      แต้มสะสม{" "}
      <output className={value} aria-live="polite" data-points="">
        {points === null ? "–" : `${formatInteger(points)} แต้ม`}
      </output>
    </span>
  </p>
)
