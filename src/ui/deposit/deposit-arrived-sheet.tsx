import { css, cx } from "../../../styled-system/css"
import { formatBaht, type Satang } from "../../domain/money"
import { focusRing } from "../focus-ring"
import { Icon } from "../icon"
import { UiLink } from "../link"
import { Sheet } from "../sheet"
import { depositTexts } from "./texts"

const t = depositTexts.arrived

// From the bottom on a phone; a card in the middle of a wider screen.
const panel = css({
  md: {
    left: "50%",
    right: "auto",
    top: "50%",
    bottom: "auto",
    width: "420px",
    transform: "translate(-50%, -50%)",
    borderRadius: "2xl",
    paddingBottom: "6",
    boxShadow: "0 20px 60px rgba(0, 0, 0, 0.6)"
  }
})
const body = css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "3", paddingBottom: "2" })
const mark = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "64px",
  height: "64px",
  borderRadius: "full",
  bg: "success",
  color: "onBrand",
  fontSize: "3xl"
})
const balanceBox = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  width: "100%",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceRaised",
  lineHeight: "1.6"
})
const balanceLabel = css({ fontSize: "md", color: "muted" })
const balanceValue = css({ fontSize: "2xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const noteLine = css({ fontSize: "md", color: "paper", textAlign: "center" })
const actions = css({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "3", width: "100%", marginTop: "1" })
const action = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "48px",
  paddingX: "4",
  borderRadius: "xl",
  borderWidth: "2px",
  borderStyle: "solid",
  fontSize: "md",
  fontWeight: "semibold",
  textDecoration: "none",
  textAlign: "center"
})
const primary = css({ bg: "brand", color: "onBrand", borderColor: "brand" })
const secondary = css({ bg: "surfaceRaised", color: "paper", borderColor: "muted" })

export interface DepositArrivedSheetProps {
  /** The money that arrived. */
  readonly amount: Satang
  /** The balance after it; null while it is being read. */
  readonly balance: Satang | null
  /** The operator's notes on it (a bonus earned). */
  readonly notes: ReadonlyArray<string>
  readonly playHref: string
  readonly homeHref: string
  readonly onClose: () => void
}

/**
 * 'ได้รับเงินแล้ว ฿X' (#29): the transfer the QR waited for was credited. A modal sheet named by
 * its title (focus moves in, Escape and 'ปิด' close it), with the new balance and a way on.
 */
export const DepositArrivedSheet = ({
  amount,
  balance,
  notes,
  playHref,
  homeHref,
  onClose
}: DepositArrivedSheetProps) => (
  <Sheet
    open
    side="bottom"
    title={t.title(formatBaht(amount))}
    closeLabel={t.close}
    onClose={onClose}
    className={panel}
    panelData={{ "data-deposit-arrived": "" }}
  >
    <div className={body}>
      <span className={mark} aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <div className={balanceBox}>
        <span className={balanceLabel}>{t.balance}</span>
        <span className={balanceValue} data-arrived-balance="">
          {balance === null ? t.balanceLoading : formatBaht(balance)}
        </span>
      </div>
      {notes.map((text) => (
        <p key={text} className={noteLine}>
          {text}
        </p>
      ))}
      <div className={actions}>
        <UiLink to={playHref} className={cx(action, primary, focusRing)}>
          {t.play}
        </UiLink>
        <UiLink to={homeHref} className={cx(action, secondary, focusRing)}>
          {t.home}
        </UiLink>
      </div>
    </div>
  </Sheet>
)
