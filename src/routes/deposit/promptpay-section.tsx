import { lazy, Suspense, useEffect, useRef, useState } from "react"
import { registeredAccountOf } from "../../domain/banks"
import {
  arrivalFromBalance,
  checkDepositAmount,
  creditedDepositIds,
  depositArrival,
  promptPayAccount,
  QR_VALID_MS
} from "../../domain/deposit"
import { amountWithEnding, openBonusWindow } from "../../domain/deposit-bonus"
import { formatBaht, type Satang } from "../../domain/money"
import { isLineInAppBrowser } from "../../domain/platform"
import { selectDepositAccounts, selectDepositList } from "../../events/deposit/selectors"
import { selectGameCategory } from "../../events/games/selectors"
import { selectBalance, selectCreditInFlight, selectUserSetting } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { DepositAmountField } from "../../ui/deposit/deposit-amount-field"
import { PromptPayQr } from "../../ui/deposit/promptpay-qr"
import { promptPayPayload } from "../../ui/deposit/promptpay-payload"
import { depositTexts } from "../../ui/deposit/texts"
import { useReducedMotion } from "../../ui/use-reduced-motion"
import { paths } from "../paths"
import { depositStyles as styles } from "./deposit-styles"

// The sheet arrives with the first transfer the screen sees credited, never with the screen.
const DepositArrivedSheet = lazy(() =>
  import("../../ui/deposit/deposit-arrived-sheet").then((m) => ({ default: m.DepositArrivedSheet }))
)

const inAppBrowser = typeof navigator !== "undefined" && isLineInAppBrowser(navigator.userAgent)

/** The amount a QR was made for, and when (its 15 minutes and the bonus window are read from then). */
interface QrIssue {
  readonly chosen: Satang
  readonly issuedAt: number
}

/**
 * What the screen waits for since a QR was first shown: the credited deposits' ids the list held
 * then (null until the list has been read), to tell a transfer that lands from the ones before;
 * and the balance then, for when the list cannot be read again.
 */
interface Watch {
  readonly known: ReadonlyArray<string> | null
  readonly balance: Satang | null
}

/**
 * The amount, its QR right under it, and what happens while it waits (#29): 'รอรับยอดโอน…' with
 * the QR's time, and when the list (read again on every credit-changed) holds a credited deposit
 * it did not hold before, 'ได้รับเงินแล้ว ฿X' with the new balance; the QR is put away. Not shown
 * when the accounts failed: that is said below, once.
 */
export const PromptPaySection = () => {
  const accounts = useAppSelector(selectDepositAccounts)
  const list = useAppSelector(selectDepositList)
  const setting = useAppSelector(selectUserSetting)
  const user = useAppSelector(selectCurrentUser)
  const balance = useAppSelector(selectBalance)
  const creditInFlight = useAppSelector(selectCreditInFlight)
  const category = useAppSelector(selectGameCategory)
  const reducedMotion = useReducedMotion()
  const [amountText, setAmountText] = useState("")
  const [issue, setIssue] = useState<QrIssue | null>(null)
  const [watch, setWatch] = useState<Watch | null>(null)
  const [reveal, setReveal] = useState(0)
  const qrRef = useRef<HTMLDivElement>(null)
  const listed = list._tag === "Loaded" ? list.data : null

  // A QR shown before the list was read: what the list holds when it comes was there before
  // (set while rendering, as React adjusts state to new data: no effect, no extra paint).
  if (watch !== null && watch.known === null && listed !== null)
    setWatch({ ...watch, known: creditedDepositIds(listed) })

  const check = checkDepositAmount(amountText)
  const loaded = accounts._tag === "Loaded"
  const qrAccount = loaded ? promptPayAccount(accounts.data) : undefined
  const bonusWindow = issue === null ? null : openBonusWindow(setting, issue.issuedAt)
  const carried = issue === null || bonusWindow === null ? null : amountWithEnding(issue.chosen, bonusWindow.endNumber)
  const qrAmount = carried ?? issue?.chosen ?? null
  const payload =
    qrAmount !== null && qrAccount !== undefined && qrAccount.promptPayId !== null
      ? promptPayPayload(qrAccount.promptPayId, qrAmount)
      : null
  // Money is read as arrived once the balance that includes it has been read too; from the list,
  // or from the balance alone when the list failed to be read again.
  const arrival =
    watch === null
      ? null
      : list._tag === "Failed"
        ? arrivalFromBalance(watch.balance, balance)
        : watch.known === null || listed === null
          ? null
          : depositArrival(watch.known, listed)
  const arrived = arrival !== null && !creditInFlight

  // A chosen amount brings its QR into view, clear of the bars (its scroll margins); a redraw of
  // the QR (the countdown, a new balance) does not.
  const qrShown = payload !== null && !arrived
  useEffect(() => {
    if (reveal === 0 || !qrShown) return
    qrRef.current?.scrollIntoView({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" })
  }, [reveal, qrShown, reducedMotion])

  if (accounts._tag === "Failed") return null

  const change = (text: string) => {
    setAmountText(text)
    const next = checkDepositAmount(text)
    if (next._tag !== "Valid") {
      setIssue(null)
      return
    }
    if (issue?.chosen !== next.amount) setIssue({ chosen: next.amount, issuedAt: Date.now() })
    if (watch === null) setWatch({ known: listed === null ? null : creditedDepositIds(listed), balance })
  }
  const renew = () => {
    if (issue !== null) setIssue({ chosen: issue.chosen, issuedAt: Date.now() })
  }
  // The sheet closed: the QR it answered is put away, and the next amount starts a new wait.
  const closeArrival = () => {
    setAmountText("")
    setIssue(null)
    setWatch(null)
  }
  const sender = registeredAccountOf(user?.user_bank)

  return (
    <section className={styles.block} style={{ gridArea: "qr" }} aria-labelledby="deposit-qr">
      <h2 id="deposit-qr" className={styles.heading}>
        {depositTexts.qrTitle}
      </h2>
      {loaded && qrAccount === undefined ? (
        <p className={styles.lead}>{depositTexts.qrNone}</p>
      ) : (
        <>
          <DepositAmountField
            text={amountText}
            check={check}
            onChange={change}
            validHint={qrShown ? depositTexts.qrHowTo : undefined}
            onChosen={() => setReveal((count) => count + 1)}
          />
          {qrShown && payload !== null && qrAccount !== undefined && issue !== null && qrAmount !== null ? (
            <PromptPayQr
              ref={qrRef}
              payload={payload}
              amount={qrAmount}
              receiver={qrAccount}
              sender={sender}
              bonus={
                bonusWindow === null || carried === null
                  ? null
                  : depositTexts.bonusExplained({
                      rate: bonusWindow.rate,
                      closes: bonusWindow.closes,
                      ending: bonusWindow.ending,
                      max: formatBaht(bonusWindow.max),
                      chosen: formatBaht(issue.chosen),
                      carried: formatBaht(carried)
                    })
              }
              validUntil={issue.issuedAt + QR_VALID_MS}
              onRenew={renew}
              inAppBrowser={inAppBrowser}
            />
          ) : null}
        </>
      )}
      {arrived ? (
        <Suspense fallback={null}>
          <DepositArrivedSheet
            amount={arrival.amount}
            balance={balance}
            notes={arrival.notes}
            playHref={paths.auth.gameCategory(category)}
            homeHref={paths.auth.dashboard}
            onClose={closeArrival}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
