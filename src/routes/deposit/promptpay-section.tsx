import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react"
import {
  arrivalFromBalance,
  checkDepositAmount,
  creditedDepositIds,
  depositArrival,
  promptPayAccount,
  registeredAccountOf
} from "../../domain/deposit"
import type { Satang } from "../../domain/money"
import { isLineInAppBrowser } from "../../domain/platform"
import { selectDepositAccounts, selectDepositList } from "../../events/deposit/selectors"
import { selectGameCategory } from "../../events/games/selectors"
import { selectBalance, selectCreditInFlight, selectUserSetting } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { DepositAmountField } from "../../ui/deposit/deposit-amount-field"
import { depositTexts } from "../../ui/deposit/texts"
import { Skeleton } from "../../ui/skeleton"
import { useReducedMotion } from "../../ui/use-reduced-motion"
import { paths } from "../paths"
import { depositStyles as styles } from "./deposit-styles"

// The QR and its libraries (the code, the PromptPay payload, the bonus rules) come after the
// screen's first paint: asked for as the section mounts, there before an amount is chosen.
const loadQr = () => import("../../ui/deposit/promptpay-qr")
const PromptPayQr = lazy(() => loadQr().then((m) => ({ default: m.PromptPayQr })))

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
  const listed = list._tag === "Loaded" ? list.data : null

  // A QR shown before the list was read: what the list holds when it comes was there before
  // (set while rendering, as React adjusts state to new data: no effect, no extra paint).
  if (watch !== null && watch.known === null && listed !== null)
    setWatch({ ...watch, known: creditedDepositIds(listed) })

  const check = checkDepositAmount(amountText)
  const loaded = accounts._tag === "Loaded"
  const qrAccount = loaded ? promptPayAccount(accounts.data) : undefined
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

  const qrShown = issue !== null && qrAccount !== undefined && qrAccount.promptPayId !== null && !arrived

  useEffect(() => {
    void loadQr()
  }, [])

  // A chosen amount brings its QR into view, clear of the bars (its scroll margins); a redraw of
  // the QR (the countdown, a new balance) does not. The block may mount after the choice (its
  // chunk still on its way): then it scrolls as it mounts.
  const revealPending = useRef(false)
  const reveal = useCallback(
    (block: HTMLDivElement | null) => {
      if (block === null || !revealPending.current) return
      revealPending.current = false
      block.scrollIntoView({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" })
    },
    [reducedMotion]
  )
  const qrBlock = useRef<HTMLDivElement | null>(null)
  const attachQr = useCallback(
    (block: HTMLDivElement | null) => {
      qrBlock.current = block
      reveal(block)
    },
    [reveal]
  )
  const choose = () => {
    revealPending.current = true
    // Shown already: after this render (a new amount draws a new code first).
    requestAnimationFrame(() => reveal(qrBlock.current))
  }

  if (accounts._tag === "Failed") return null

  const change = (text: string) => {
    setAmountText(text)
    const next = checkDepositAmount(text)
    if (next._tag !== "Valid") {
      setIssue(null)
      revealPending.current = false
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
            onChosen={choose}
          />
          {qrShown && issue !== null && qrAccount !== undefined && qrAccount.promptPayId !== null ? (
            <Suspense fallback={<Skeleton height="472px" />}>
              <PromptPayQr
                blockRef={attachQr}
                chosen={issue.chosen}
                issuedAt={issue.issuedAt}
                setting={setting}
                receiver={{ ...qrAccount, promptPayId: qrAccount.promptPayId }}
                sender={sender}
                onRenew={renew}
                inAppBrowser={inAppBrowser}
              />
            </Suspense>
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
