import { useMemo, useRef, useState } from "react"
import { css } from "../../../styled-system/css"
import { ZERO_SATANG } from "../../domain/money"
import type { WithdrawOutcome } from "../../domain/withdraw"
import { selectCredit, selectServerMoneyMoves } from "../../events/player/selectors"
import { selectShownBalance, selectShownBalanceIsSnapshot } from "../../events/shell/selectors"
import {
  selectWithdrawHistory,
  selectWithdrawLists,
  selectWithdrawRequests,
  selectWithdrawBusy,
  selectWithdrawWrite
} from "../../events/withdraw/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { Skeleton } from "../../ui/skeleton"
import { withdrawTexts as t } from "../../ui/withdraw/texts"
import { WithdrawConfirm } from "../../ui/withdraw/withdraw-confirm"
import { WithdrawForm, type WithdrawBalanceSource } from "../../ui/withdraw/withdraw-form"
import { WithdrawList } from "../../ui/withdraw/withdraw-list"
import { notify } from "../notify"
import { usePageTitle } from "../use-page-title"
import { pressStateOf } from "../../events/once-only-write"
import { useWithdrawForm } from "./use-withdraw-form"

const refreshCredit: PickCommand<void> = (commands) => commands.refreshCredit
const verifyWithdraw: PickCommand<WithdrawOutcome> = (commands) => commands.verifyWithdraw

const stack = css({ display: "grid", gap: "5" })
const listSection = css({ display: "grid", gap: "3" })
const listHeading = css({ fontSize: "lg", fontWeight: "bold" })

/** The lists load on entry and again whenever the server moved this player's money (the socket). */
const useWithdrawLists = () => {
  const moves = useAppSelector(selectServerMoneyMoves)
  // A new pick per move restarts the load (useScreenCommand); leaving the screen interrupts it.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `moves` is the reason to make a new pick
  const load = useMemo((): PickCommand<boolean> => (commands) => commands.loadWithdraw, [moves])
  useScreenCommand(load)
  return load
}

/**
 * The balance the form shows: the fresh one, else a returning player's last one from the device
 * while it loads (#16), marked as updating (or, if the load failed, as maybe out of date). Only the
 * fresh balance is acted on: the amount's rules and 'ถอนทั้งหมด' wait for it (useWithdrawForm).
 */
const useShownBalance = () => {
  const balance = useAppSelector(selectShownBalance)
  const fromSnapshot = useAppSelector(selectShownBalanceIsSnapshot)
  const failed = useAppSelector(selectCredit)._tag === "Failed"
  const source: WithdrawBalanceSource = !fromSnapshot ? "fresh" : failed ? "stale" : "updating"
  return { balance, source }
}

/** /auth/withdraw (ROUTE-07, issue #10 §3). */
const WithdrawScreen = () => {
  usePageTitle(t.pageName)
  useScreenCommand(refreshCredit)
  const load = useWithdrawLists()
  const run = useCommand()
  const form = useWithdrawForm()
  const shown = useShownBalance()
  const write = useAppSelector(selectWithdrawWrite)
  const busy = useAppSelector(selectWithdrawBusy)
  const message = write.phase === "not-done" ? t.notDone : write.error
  const lists = useAppSelector(selectWithdrawLists)
  const requests = useAppSelector(selectWithdrawRequests)
  const history = useAppSelector(selectWithdrawHistory)
  const [confirming, setConfirming] = useState(false)
  // A second press before the store says "submitting" sends nothing either.
  const sending = useRef(false)

  const announce = (outcome: WithdrawOutcome, text: string) => {
    if (outcome === "done") {
      notify.success(text)
      form.setAmountText("")
    }
  }
  const confirm = () => {
    const amount = form.amount
    if (amount === null || sending.current) return
    sending.current = true
    void run((commands) => commands.withdraw(amount))
      .then((outcome) => {
        announce(outcome, t.done)
        // Nothing was sent (offline) or it did not happen: the dialog stays for another press.
        if (outcome !== "not-done") setConfirming(false)
      })
      .finally(() => {
        sending.current = false
      })
  }
  const retry = (requestId: string) => {
    if (sending.current) return
    sending.current = true
    void run((commands) => commands.retryWithdraw(requestId))
      .then((outcome) => announce(outcome, t.retried))
      .finally(() => {
        sending.current = false
      })
  }
  const loading = lists._tag === "Idle" || lists._tag === "Loading"
  return (
    <div className={stack}>
      <PageSection title={t.pageName}>
        <WithdrawForm
          balance={shown.balance}
          balanceSource={shown.source}
          bank={form.bank}
          bankLoading={form.bankLoading}
          room={form.room}
          amountText={form.amountText}
          onAmountText={form.setAmountText}
          problem={form.problem}
          canSubmit={form.canSubmit}
          mostAllowed={form.mostAllowed}
          status={pressStateOf(write.phase)}
          message={message}
          onSubmit={() => setConfirming(true)}
          onVerify={() => void run(verifyWithdraw)}
        />
      </PageSection>
      {lists._tag === "Failed" ? (
        <LoadFailedNotice message={t.listsFailed} detail={lists.message} onRetry={() => void run(load)} />
      ) : (
        <>
          <section className={listSection} aria-busy={loading}>
            <h2 className={listHeading}>{t.openTitle}</h2>
            {loading ? (
              <Skeleton height="4.5rem" />
            ) : (
              <WithdrawList
                label={t.openTitle}
                items={requests}
                emptyText={t.noOpen}
                onRetry={retry}
                retrying={write.retry?.requestId ?? null}
                busy={busy}
              />
            )}
          </section>
          <section className={listSection} aria-busy={loading}>
            <h2 className={listHeading}>{t.historyTitle}</h2>
            {loading ? (
              <Skeleton height="4.5rem" />
            ) : (
              <WithdrawList
                label={t.historyTitle}
                items={history}
                emptyText={t.noHistory}
                retrying={null}
                busy={false}
              />
            )}
          </section>
        </>
      )}
      <WithdrawConfirm
        open={confirming}
        amount={form.amount ?? ZERO_SATANG}
        bank={form.bank}
        busy={busy}
        error={message}
        onConfirm={confirm}
        onClose={() => {
          if (write.phase !== "sending") setConfirming(false)
        }}
      />
    </div>
  )
}

export default WithdrawScreen
