import { doneNotice } from "../done-notice-style"
import { css } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import { formatThaiDate, formatThaiDateTime } from "../../domain/thai-date"
import { MIN_REFUND, periodLastInstant } from "../../domain/winlost"
import type { WinlostReport } from "../../domain/winlost-schema"
import { Button } from "../button"
import { Icon } from "../icon"
import { Skeleton } from "../skeleton"
import { winlostTexts } from "./texts"

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "4",
  padding: "5",
  borderRadius: "2xl",
  bg: "linear-gradient(135deg, rgba(36, 36, 43, 0.95), rgba(23, 23, 28, 0.95))",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.1)"
})
const period = css({ display: "flex", alignItems: "center", gap: "2", fontWeight: "semibold" })
const note = css({ fontSize: "sm", color: "muted" })
const figures = css({ display: "grid", gap: "3", sm: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } })
const figure = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceRaised"
})
const figureLabel = css({ fontSize: "sm", color: "muted" })
const figureValue = css({ fontSize: "xl", fontWeight: "bold", fontVariantNumeric: "tabular-nums" })
const refundBox = css({ display: "flex", flexDirection: "column", gap: "1", textAlign: "center", paddingY: "2" })
const refundValue = css({
  fontSize: "4xl",
  fontWeight: "bold",
  color: "brand",
  fontVariantNumeric: "tabular-nums",
  lineHeight: "1.3"
})
const actions = css({ display: "grid", gap: "3", sm: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } })
const statusText = css({ color: "muted", minHeight: "0" })
const errorText = css({ color: "danger", _empty: { display: "none" } })

export type PayoutStatus = "ready" | "claiming" | "transferring" | "verifying" | "unverified"

export interface WinlostReportCardProps {
  readonly report: WinlostReport
  readonly levelLabel: string
  readonly status: PayoutStatus
  readonly error: string | null
  /** 'รับยอดเสียสำเร็จ' with the balance, or the bank it went to, after this screen's payout. */
  readonly success: string | null
  readonly onClaim: () => void
  readonly onTransfer: () => void
  readonly onVerify: () => void
}

const Figure = ({ label, value }: { readonly label: string; readonly value: string }) => (
  <div className={figure}>
    <span className={figureLabel}>{label}</span>
    <span className={figureValue}>{value}</span>
  </div>
)

/** The current period's loss, the level's percent, the refund, and the two ways to take it. */
export const WinlostReportCard = ({
  report,
  levelLabel,
  status,
  error,
  success,
  onClaim,
  onTransfer,
  onVerify
}: WinlostReportCardProps) => {
  const claimable = !report.claimed && report.refund >= MIN_REFUND
  const busy = status === "claiming" || status === "transferring" || status === "verifying"
  return (
    <div className={card}>
      <div>
        <p className={period}>
          <Icon name="calendar" size={18} />
          {winlostTexts.period(formatThaiDate(report.periodStart), formatThaiDate(periodLastInstant(report.periodEnd)))}
        </p>
        <p className={note}>{winlostTexts.periodNote}</p>
      </div>
      <div className={figures}>
        <Figure label={winlostTexts.loss} value={formatBaht(report.loss)} />
        <Figure label={winlostTexts.percent(levelLabel)} value={`${report.percent}%`} />
      </div>
      <div className={refundBox}>
        <span className={figureLabel}>{report.claimed ? winlostTexts.refundTaken : winlostTexts.refund}</span>
        <span className={refundValue} data-testid="winlost-refund">
          {formatBaht(report.refund)}
        </span>
        {!report.claimed && report.refund < MIN_REFUND ? (
          <span className={note}>
            {winlostTexts.nothingYet} · {winlostTexts.minimum(formatBaht(MIN_REFUND))}
          </span>
        ) : null}
      </div>
      {success !== null ? (
        <div role="status" className={doneNotice}>
          <strong>{winlostTexts.claimed}</strong>
          <span>{success}</span>
        </div>
      ) : null}
      {report.claimed ? (
        <div className={doneNotice}>
          <strong>{winlostTexts.alreadyClaimed}</strong>
          {report.claimedAt !== null ? (
            <span>{winlostTexts.claimedAt(formatThaiDateTime(report.claimedAt))}</span>
          ) : null}
          <span>{winlostTexts.nextPeriod(formatThaiDateTime(report.periodEnd))}</span>
        </div>
      ) : null}
      <p role="status" className={statusText}>
        {status === "verifying" ? winlostTexts.verifying : null}
      </p>
      <p role="alert" className={errorText}>
        {status === "unverified" ? winlostTexts.unverified : error}
      </p>
      {status === "unverified" ? (
        <Button fullWidth onClick={onVerify}>
          {winlostTexts.verifyAgain}
        </Button>
      ) : claimable ? (
        <div className={actions}>
          {/* The pressed one is busy and keeps the focus; the other is unavailable meanwhile. */}
          <Button busy={status === "claiming"} disabled={busy && status !== "claiming"} onClick={onClaim}>
            {winlostTexts.claim}
          </Button>
          <Button
            variant="secondary"
            busy={status === "transferring"}
            disabled={busy && status !== "transferring"}
            onClick={onTransfer}
          >
            {winlostTexts.toBank}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

/**
 * The card while the report loads: its own frame, lines and boxes with a claimable report's two
 * buttons, so the history below does not move when the report arrives (#16: CLS). What does not
 * depend on the report, the period's rule, is there to read at once.
 */
export const WinlostReportCardSkeleton = () => (
  <div className={card} aria-busy="true">
    <div>
      <Skeleton width="14rem" height="1.6em" />
      <p className={note}>{winlostTexts.periodNote}</p>
    </div>
    <div className={figures}>
      {[0, 1].map((index) => (
        <div key={index} className={figure}>
          <Skeleton width="6rem" height="1.6em" className={figureLabel} />
          <Skeleton width="8rem" height="1.6em" className={figureValue} />
        </div>
      ))}
    </div>
    <div className={refundBox}>
      <Skeleton width="6rem" height="1.6em" className={figureLabel} />
      <Skeleton width="10rem" height="1.3em" className={refundValue} />
    </div>
    {/* The empty status line the card keeps for 'กำลังตรวจสอบ', and with it the gap above it. */}
    <p className={statusText} />
    <div className={actions}>
      <Skeleton height="48px" />
      <Skeleton height="48px" />
    </div>
  </div>
)
