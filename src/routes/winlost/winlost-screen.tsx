import { useMemo, useState } from "react"
import { levelTier } from "../../domain/levels"
import { formatBaht, ZERO_SATANG, type Satang } from "../../domain/money"
import type { WinlostPayout, WinlostReport } from "../../domain/winlost-schema"
import { maskAccountNumber } from "../../domain/masking"
import { selectBalance, selectServerMoneyMoves } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import {
  selectWinlostError,
  selectWinlostLog,
  selectWinlostNotDone,
  selectWinlostPayout,
  selectWinlostReport,
  selectWinlostSubmitting,
  selectWinlostUnverified,
  selectWinlostVerifying
} from "../../events/winlost/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { BankTransferDialog } from "../../ui/winlost/bank-transfer-dialog"
import { winlostTexts } from "../../ui/winlost/texts"
import { type PayoutStatus, WinlostReportCard, WinlostReportCardSkeleton } from "../../ui/winlost/winlost-report-card"
import { WinlostLogList, type WinlostLogView } from "../../ui/winlost/winlost-log-list"
import { usePageTitle } from "../use-page-title"
import { useWinlostPayout } from "./use-winlost-payout"
import { remoteView } from "../remote-view"

const loadWinlost: PickCommand<void> = (commands) => commands.loadWinlost
/**
 * The screen's load as a new pick for each count of the server's money moves, so a move (a payout
 * from another tab, a game round settled) runs it again and stops the one before.
 */
const reloadOn =
  (_moves: number): PickCommand<void> =>
  (commands) =>
    commands.loadWinlost

/**
 * 'รับยอดเสียสำเร็จ' and what followed: the balance after (the answer's, or the refreshed one when
 * the outcome was read back), or the masked account the refund went to.
 */
const successText = (facts: {
  readonly payout: WinlostPayout | null
  readonly paidHere: boolean
  readonly report: WinlostReport | null
  readonly balance: Satang | null
  readonly bankAccount: string
}): string | null => {
  const { payout, paidHere, report, balance, bankAccount } = facts
  if (payout === null && !(paidHere && report?.claimed === true)) return null
  const destination = payout?.destination ?? report?.claimedTo
  if (destination === "bank")
    return winlostTexts.sentToBank(
      formatBaht(payout?.amount ?? report?.refund ?? ZERO_SATANG),
      maskAccountNumber(bankAccount)
    )
  const after = payout?.balance ?? balance
  return after === null ? "" : winlostTexts.balanceAfter(formatBaht(after))
}

/** /auth/winlost (ROUTE-09, OPEN-06): this week's loss refund, its two payouts, and past refunds. */
const WinlostScreen = () => {
  usePageTitle(winlostTexts.pageName)
  // The report and the log reload when the server says money moved (a payout from another tab ...).
  const moves = useAppSelector(selectServerMoneyMoves)
  useScreenCommand(useMemo(() => reloadOn(moves), [moves]))
  const run = useCommand()
  const user = useAppSelector(selectCurrentUser)
  const report = useAppSelector(selectWinlostReport)
  const log = useAppSelector(selectWinlostLog)
  const submitting = useAppSelector(selectWinlostSubmitting)
  const verifying = useAppSelector(selectWinlostVerifying)
  const unverified = useAppSelector(selectWinlostUnverified)
  const notDone = useAppSelector(selectWinlostNotDone)
  const error = useAppSelector(selectWinlostError)
  const payout = useAppSelector(selectWinlostPayout)
  const balance = useAppSelector(selectBalance)
  const { destination, paidHere, claim, transfer, verify } = useWinlostPayout()
  const [confirming, setConfirming] = useState(false)

  const status: PayoutStatus = verifying
    ? "verifying"
    : unverified
      ? "unverified"
      : submitting
        ? destination === "bank"
          ? "transferring"
          : "claiming"
        : "ready"
  const success = successText({
    payout,
    paidHere,
    report: report._tag === "Loaded" ? report.data : null,
    balance,
    bankAccount: user?.user_bank.bankId ?? ""
  })
  const logView: WinlostLogView = remoteView(log, (data) => ({ _tag: "Loaded", entries: data }))

  return (
    <PageSection title={winlostTexts.pageName}>
      {report._tag === "Loaded" ? (
        <WinlostReportCard
          report={report.data}
          levelLabel={levelTier(user?.level ?? 0)?.LABEL ?? "-"}
          status={status}
          error={notDone ? winlostTexts.notDone : error}
          success={success}
          onClaim={claim}
          onTransfer={() => setConfirming(true)}
          onVerify={verify}
        />
      ) : report._tag === "Failed" ? (
        <LoadFailedNotice
          message={winlostTexts.reportFailed}
          detail={report.message}
          retryLabel={winlostTexts.retry}
          onRetry={() => void run(loadWinlost)}
        />
      ) : (
        <WinlostReportCardSkeleton />
      )}
      <WinlostLogList view={logView} onRetry={() => void run(loadWinlost)} />
      {report._tag === "Loaded" ? (
        <BankTransferDialog
          open={confirming}
          amount={report.data.refund}
          bankName={user?.user_bank.bankName ?? ""}
          bankAccount={user?.user_bank.bankId ?? ""}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            transfer()
          }}
        />
      ) : null}
    </PageSection>
  )
}

export default WinlostScreen
