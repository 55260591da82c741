import { css, cx } from "../../../styled-system/css"
import { formatBaht, type Satang } from "../../domain/money"
import { BalanceRefreshButton } from "../balance-refresh-button"
import { balanceTexts } from "../balance-texts"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { UiLink } from "../link"
import { Skeleton } from "../skeleton"

const strip = css({ display: "flex", alignItems: "center", gap: "2" })
// The label line keeps its height whatever it says, and the amount sits under it at the same left
// edge: 'กำลังอัปเดต' coming and going moves nothing (#16: CLS).
const figures = css({ display: "grid", flex: "1", md: { flex: "none", minWidth: "8.5rem" } })
const labelLine = css({ display: "flex", gap: "2", fontSize: "sm", lineHeight: "1.4", color: "muted" })
const staleNote = css({ color: "caution" })
const amount = css({
  fontSize: "lg",
  fontWeight: "bold",
  // The Thai font's own height (about 1.45 em): a tighter line lets the figures overflow their box.
  lineHeight: "1.5",
  color: "brand",
  fontVariantNumeric: "tabular-nums"
})
const unknown = css({ color: "muted" })
const deposit = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  minHeight: "44px",
  paddingX: "3",
  borderRadius: "full",
  bg: "brand",
  color: "onBrand",
  fontWeight: "semibold",
  textDecoration: "none"
})

export interface TopBarBalanceProps {
  /** The balance to show: the fresh one, else the device's snapshot's (#16); null before either. */
  readonly balance: Satang | null
  readonly loading: boolean
  readonly refreshing: boolean
  /** The last refresh failed: the amount may be out of date. */
  readonly stale: boolean
  readonly onRefresh: () => void
  /** Where 'ฝาก' leads: the deposit screen. */
  readonly depositHref: string
}

/**
 * The balance in the top bar of every player screen (#29): the amount (฿, two decimals, tabular),
 * 'กำลังอัปเดต' while it is refreshed, 'รีเฟรชยอดเงิน' and 'ฝาก'. Not a live region: the amount
 * changes after every write and socket message, and a screen reader would chatter.
 */
export const TopBarBalance = ({ balance, loading, refreshing, stale, onRefresh, depositHref }: TopBarBalanceProps) => (
  <div role="group" aria-label={balanceTexts.title} className={strip} data-top-bar-balance="">
    <div className={figures}>
      <span className={labelLine}>
        <span>{balanceTexts.shortTitle}</span>
        {refreshing && balance !== null ? (
          <span>{balanceTexts.refreshing}</span>
        ) : stale ? (
          <span className={staleNote}>{balanceTexts.staleShort}</span>
        ) : null}
      </span>
      {balance !== null ? (
        <span className={amount} data-top-bar-amount="" data-refreshing={refreshing || undefined}>
          {formatBaht(balance)}
        </span>
      ) : loading ? (
        <Skeleton width="6.5em" height="1.5em" className={amount} fill="balance" />
      ) : (
        // The first read failed (the screen says why): no amount, and the refresh reads it again.
        <span className={cx(amount, unknown)}>{balanceTexts.unknownAmount}</span>
      )}
    </div>
    <BalanceRefreshButton refreshing={refreshing} onRefresh={onRefresh} />
    <UiLink to={depositHref} className={cx(deposit, focusRing)}>
      <Icon name="deposit" size={18} />
      {balanceTexts.depositShortcut}
    </UiLink>
  </div>
)
