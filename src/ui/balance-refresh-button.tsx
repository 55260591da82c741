import { css, cx } from "../../styled-system/css"
import { balanceTexts } from "./balance-texts"
import { focusRing } from "./focus-ring"
import { roundIconButton } from "./icon-button-style"
import { Icon } from "./icon"
import { Spinner } from "./spinner"

const look = css({ bg: "surfaceRaised", color: "paper", _loading: { cursor: "progress" } })

export interface BalanceRefreshButtonProps {
  /** A refresh is on its way: the button spins and ignores presses. */
  readonly refreshing: boolean
  readonly onRefresh: () => void
}

/** 'รีเฟรชยอดเงิน': the round refresh of the balance, on the dashboard's card and in the top bar (#29). */
export const BalanceRefreshButton = ({ refreshing, onRefresh }: BalanceRefreshButtonProps) => (
  <button
    type="button"
    aria-label={balanceTexts.refresh}
    aria-busy={refreshing}
    // Not `disabled`: a button disabled while it has the focus drops it to the page's body, and
    // this one turns busy exactly when it is pressed, from the keyboard too (or when a refresh
    // starts while the player has tabbed to it). It stays focusable and ignores presses meanwhile.
    aria-disabled={refreshing}
    onClick={refreshing ? undefined : onRefresh}
    className={cx(roundIconButton, look, focusRing)}
  >
    {refreshing ? <Spinner /> : <Icon name="refresh" size={20} />}
  </button>
)
