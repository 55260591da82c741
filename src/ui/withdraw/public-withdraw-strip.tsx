import { css, cx } from "../../../styled-system/css"
import { focusRing } from "../focus-ring"
import { formatBaht } from "../../domain/money"
import type { PublicWithdrawal } from "../../domain/withdraw"
import { Skeleton } from "../skeleton"
import { formatBangkokTime } from "../../domain/thai-date"
import { withdrawTexts as t } from "./texts"

const box = css({
  display: "grid",
  gap: "2",
  padding: "3",
  borderRadius: "xl",
  bg: "rgba(23, 23, 28, 0.88)",
  color: "paper",
  fontFamily: "body",
  minWidth: "0"
})
const heading = css({ fontSize: "md", fontWeight: "bold" })
const strip = css({
  display: "flex",
  gap: "2",
  overflowX: "auto",
  listStyle: "none",
  padding: "0",
  margin: "0",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "thin"
})
const chip = css({
  flex: "0 0 auto",
  display: "grid",
  gap: "0",
  paddingX: "3",
  paddingY: "2",
  borderRadius: "lg",
  bg: "surfaceRaised",
  scrollSnapAlign: "start",
  minWidth: "8.5rem"
})
const amount = css({ color: "success", fontWeight: "bold", fontVariantNumeric: "tabular-nums" })
const meta = css({ color: "muted", fontSize: "sm" })

export interface PublicWithdrawStripProps {
  /** The rows, or null while they load. */
  readonly items: ReadonlyArray<PublicWithdrawal> | null
  readonly failed: boolean
}

/** 'รายการถอนล่าสุด' (API-07): the latest approved withdrawals, usernames masked. */
export const PublicWithdrawStrip = ({ items, failed }: PublicWithdrawStripProps) => (
  <section className={box} aria-label={t.publicTitle}>
    <h2 className={heading}>{t.publicTitle}</h2>
    {failed && items === null ? (
      <p className={meta}>{t.publicFailed}</p>
    ) : items === null ? (
      <Skeleton height="3.5rem" />
    ) : items.length === 0 ? (
      <p className={meta}>{t.publicEmpty}</p>
    ) : (
      // A strip that scrolls sideways is reached by the keyboard too: focusable, and named (#15, axe).
      <ul className={cx(strip, focusRing)} tabIndex={0} aria-label={t.publicTitle}>
        {items.map((row, index) => (
          <li key={`${row.createdAt}-${index}`} className={chip}>
            <span className={amount}>{formatBaht(row.amount)}</span>
            <span className={meta}>
              {row.username} · {formatBangkokTime(row.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    )}
  </section>
)
