import type { ReactNode, Ref } from "react"
import { css, cx } from "../../../styled-system/css"
import { levelDisplayName, levelTier } from "../../domain/levels"
import { formatBaht, type Satang } from "../../domain/money"
import { BalanceRefreshButton } from "../balance-refresh-button"
import { balanceTexts } from "../balance-texts"
import { Button } from "../button"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { UiLink } from "../link"
import { Skeleton } from "../skeleton"
import { playerTexts } from "./texts"

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  padding: "5",
  borderRadius: "2xl",
  bg: "linear-gradient(135deg, rgba(36, 36, 43, 0.95), rgba(23, 23, 28, 0.95))",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.1)",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.6"
})
const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "2" })
const label = css({ fontSize: "md", color: "muted" })
const amount = css({
  fontSize: "4xl",
  fontWeight: "bold",
  color: "brand",
  fontVariantNumeric: "tabular-nums",
  lineHeight: "1.3"
})
const amountBox = css({ display: "flex", flexDirection: "column", gap: "2" })
const note = css({ fontSize: "sm", color: "muted" })
const titleGroup = css({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: "2",
  minWidth: "0"
})
// Amber, not the error red: the amount is still there, it may only be out of date.
const staleText = css({ color: "caution", fontSize: "md" })
const errorBox = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" })
const errorText = css({ color: "danger", fontSize: "md" })
const levelRow = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "2"
})
const levelBadge = css({ display: "inline-flex", alignItems: "center", gap: "2", fontSize: "md" })
const levelNameClass = css({ fontWeight: "bold" })
const moneyActions = css({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: "3" })
const moneyAction = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  minHeight: "48px",
  paddingX: "4",
  borderRadius: "xl",
  fontSize: "md",
  fontWeight: "semibold",
  textDecoration: "none",
  borderWidth: "2px",
  borderStyle: "solid"
})
const depositAction = css({
  bg: "brand",
  color: "onBrand",
  borderColor: "brand",
  _hover: { filter: "brightness(1.08)" }
})
/** 'ฝากครั้งแรก' takes the row of both buttons: the card keeps its height when it comes (#29). */
const firstDepositAction = css({ gridColumn: "1 / -1" })
const withdrawAction = css({
  bg: "surfaceRaised",
  color: "paper",
  borderColor: "muted",
  _hover: { borderColor: "paper" }
})

export interface BalanceCardProps {
  /** The credit balance (balance type M); null before the first load. */
  readonly balance: Satang | null
  readonly loading: boolean
  readonly refreshing: boolean
  /** A Thai message when loading the balance failed and there is none to show. */
  readonly error: string | null
  /** The last refresh failed: the balance shown may be out of date. */
  readonly stale: boolean
  readonly level: number
  readonly onRefresh: () => void
  readonly onShowLevels: () => void
  /** Where 'ฝากเงิน' and 'ถอนเงิน' lead (#10 §7); without them the card shows no money buttons. */
  readonly moneyLinks?: { readonly deposit: string; readonly withdraw: string }
  /** Credit an opened game still holds, with 'ดึงเครดิตกลับ' (#11); the screen supplies it. */
  readonly gameWallet?: ReactNode
  /** A player who never deposited, at ฿0.00: one 'ฝากครั้งแรก' instead of the two buttons (#29). */
  readonly firstDeposit?: boolean
  /** The amount's box, for the screen to tell whether it is in view (the top bar's steps aside, #29). */
  readonly amountRef?: Ref<HTMLDivElement>
}

/** The balance, the dashboard's most prominent number, and the player's level (UI-18, LEVEL-12). */
export const BalanceCard = ({
  balance,
  loading,
  refreshing,
  error,
  stale,
  level,
  onRefresh,
  onShowLevels,
  moneyLinks,
  gameWallet,
  firstDeposit = false,
  amountRef
}: BalanceCardProps) => {
  const tier = levelTier(level)
  return (
    <section className={card} aria-label={balanceTexts.title}>
      <div className={head}>
        {/* "Updating" sits beside the title, not under the amount: the card keeps its height when the
            refresh ends, so nothing below it moves (#16: CLS). */}
        <span className={titleGroup}>
          <span className={label}>{balanceTexts.title}</span>
          {refreshing && balance !== null && !loading && error === null ? (
            <span className={note} role="status">
              {balanceTexts.refreshing}
            </span>
          ) : null}
        </span>
        <BalanceRefreshButton refreshing={refreshing} onRefresh={onRefresh} />
      </div>
      <div ref={amountRef}>
        {error !== null ? (
          <div className={errorBox} role="alert">
            <span className={errorText}>{error}</span>
            <Button variant="secondary" onClick={onRefresh}>
              {playerTexts.balance.retry}
            </Button>
          </div>
        ) : loading || balance === null ? (
          <Skeleton width="12rem" height="3rem" className={amount} fill="balance" />
        ) : (
          <div className={amountBox}>
            <output className={amount} aria-live="polite" data-balance="" data-refreshing={refreshing || undefined}>
              {formatBaht(balance)}
            </output>
            {!refreshing && stale ? (
              <div className={errorBox} role="alert">
                <span className={staleText}>{balanceTexts.stale}</span>
                <Button variant="secondary" onClick={onRefresh}>
                  {playerTexts.balance.retry}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </div>
      {gameWallet}
      {moneyLinks === undefined ? null : (
        <div className={moneyActions}>
          <UiLink
            to={moneyLinks.deposit}
            className={cx(moneyAction, depositAction, firstDeposit && firstDepositAction, focusRing)}
          >
            <Icon name="deposit" size={18} />
            {firstDeposit ? playerTexts.balance.firstDeposit : playerTexts.balance.deposit}
          </UiLink>
          {/* A first day has nothing to withdraw yet: the first deposit is the one thing to do. */}
          {firstDeposit ? null : (
            <UiLink to={moneyLinks.withdraw} className={cx(moneyAction, withdrawAction, focusRing)}>
              <Icon name="withdraw" size={18} />
              {playerTexts.balance.withdraw}
            </UiLink>
          )}
        </div>
      )}
      <div className={levelRow}>
        <span className={levelBadge}>
          <span className={label}>{playerTexts.balance.levelTitle}</span>
          <span
            className={levelNameClass}
            style={tier === undefined ? undefined : { color: tier.COLOR }}
            data-level-name=""
          >
            {levelDisplayName(level)}
          </span>
        </span>
        <Button variant="ghost" onClick={onShowLevels}>
          {playerTexts.balance.showLevels}
        </Button>
      </div>
    </section>
  )
}
