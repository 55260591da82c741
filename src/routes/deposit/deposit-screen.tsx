import { useMemo, useState } from "react"
import { checkDepositAmount, promptPayAccount } from "../../domain/deposit"
import { formatBaht } from "../../domain/money"
import { isLineInAppBrowser } from "../../domain/platform"
import { selectDepositAccounts, selectDepositList } from "../../events/deposit/selectors"
import { selectBalance, selectServerMoneyMoves } from "../../events/player/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { copyText } from "../../ui/browser-files"
import { DepositAmountField } from "../../ui/deposit/deposit-amount-field"
import { DepositList, DepositListSkeleton } from "../../ui/deposit/deposit-list"
import { PromptPayQr } from "../../ui/deposit/promptpay-qr"
import { promptPayPayload } from "../../ui/deposit/promptpay-payload"
import { ReceivingAccountCard, ReceivingAccountCardSkeleton } from "../../ui/deposit/receiving-account-card"
import { depositTexts } from "../../ui/deposit/texts"
import { UiLink } from "../../ui/link"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { Skeleton } from "../../ui/skeleton"
import { notify } from "../notify"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { depositStyles as styles } from "./deposit-styles"

const loadDepositScreen: PickCommand<void> = (commands) => commands.loadDepositScreen
const loadDepositAccounts: PickCommand<void> = (commands) => commands.loadDepositAccounts
const loadDeposits: PickCommand<void> = (commands) => commands.loadDeposits

/** Copies an account number, then says so; false (the card asks for a long press) if nothing worked. */
const copyAccountNumber = async (digits: string): Promise<boolean> => {
  const copied = await copyText(digits)
  if (copied) notify.success(depositTexts.copied)
  return copied
}

const inAppBrowser = typeof navigator !== "undefined" && isLineInAppBrowser(navigator.userAgent)

/**
 * The server moved the balance (a transfer credited, a slip approved): the list is read again.
 * The count at entry is the screen's own load's; each change after it reloads, latest wins.
 */
const useReloadOnServerMoves = () => {
  const moves = useAppSelector(selectServerMoneyMoves)
  const [atEntry] = useState(moves)
  // A new pick per change (useScreenCommand restarts on a new pick, interrupting the one before).
  const pick = useMemo((): PickCommand<void> | null => {
    if (moves === atEntry) return null
    return (commands) => commands.loadDeposits
  }, [moves, atEntry])
  useScreenCommand(pick)
}

const BalanceLine = () => {
  const balance = useAppSelector(selectBalance)
  return (
    <div className={styles.balance}>
      <span className={styles.balanceLabel}>{depositTexts.balance}</span>
      {balance === null ? (
        <Skeleton width="8rem" height="1.6em" className={styles.balanceValue} />
      ) : (
        <output className={styles.balanceValue} data-balance="">
          {formatBaht(balance)}
        </output>
      )}
    </div>
  )
}

/**
 * Most operators list two or three receiving accounts (the reference API's brands three): three
 * grey cards keep the common screen in place when the list arrives (#16: CLS).
 */
const SKELETON_ACCOUNTS = 3

const Accounts = () => {
  const run = useCommand()
  const accounts = useAppSelector(selectDepositAccounts)
  return (
    <section className={styles.block} style={{ gridArea: "accounts" }} aria-labelledby="deposit-accounts">
      <h2 id="deposit-accounts" className={styles.heading}>
        {depositTexts.accountsTitle}
      </h2>
      <p className={styles.lead}>{depositTexts.accountsLead}</p>
      {accounts._tag === "Failed" ? (
        <LoadFailedNotice
          message={depositTexts.accountsFailed}
          detail={accounts.message}
          onRetry={() => void run(loadDepositAccounts)}
          retryLabel={depositTexts.retry}
        />
      ) : accounts._tag !== "Loaded" ? (
        <ul className={styles.accounts} aria-hidden="true">
          {Array.from({ length: SKELETON_ACCOUNTS }, (_, index) => (
            <ReceivingAccountCardSkeleton key={index} />
          ))}
        </ul>
      ) : accounts.data.length === 0 ? (
        <p className={styles.lead}>{depositTexts.accountsEmpty}</p>
      ) : (
        <ul className={styles.accounts}>
          {accounts.data.map((account) => (
            <ReceivingAccountCard key={account.accountNumber} account={account} onCopy={copyAccountNumber} />
          ))}
        </ul>
      )}
    </section>
  )
}

/**
 * The amount and its QR. The field is there while the accounts load (a player may type the amount
 * meanwhile, and nothing below moves when they arrive, #16); the QR once they are. Not shown when
 * they failed: that is said above, once.
 */
const PromptPaySection = () => {
  const accounts = useAppSelector(selectDepositAccounts)
  const [amountText, setAmountText] = useState("")
  if (accounts._tag === "Failed") return null
  const check = checkDepositAmount(amountText)
  const loaded = accounts._tag === "Loaded"
  const qrAccount = loaded ? promptPayAccount(accounts.data) : undefined
  const payload =
    check._tag === "Valid" && qrAccount !== undefined && qrAccount.promptPayId !== null
      ? promptPayPayload(qrAccount.promptPayId, check.amount)
      : null
  return (
    <section className={styles.block} style={{ gridArea: "qr" }} aria-labelledby="deposit-qr">
      <h2 id="deposit-qr" className={styles.heading}>
        {depositTexts.qrTitle}
      </h2>
      {loaded && qrAccount === undefined ? (
        <p className={styles.lead}>{depositTexts.qrNone}</p>
      ) : (
        <>
          <DepositAmountField text={amountText} check={check} onChange={setAmountText} />
          {payload !== null && qrAccount !== undefined && check._tag === "Valid" ? (
            <PromptPayQr
              payload={payload}
              amount={check.amount}
              accountName={qrAccount.accountName}
              inAppBrowser={inAppBrowser}
            />
          ) : null}
        </>
      )}
    </section>
  )
}

const MyDeposits = () => {
  const run = useCommand()
  const list = useAppSelector(selectDepositList)
  return (
    <section className={styles.block} style={{ gridArea: "list" }} aria-labelledby="deposit-list">
      <h2 id="deposit-list" className={styles.heading}>
        {depositTexts.listTitle}
      </h2>
      {list._tag === "Loaded" ? (
        <DepositList deposits={list.data} />
      ) : list._tag === "Failed" ? (
        <LoadFailedNotice
          message={depositTexts.listFailed}
          detail={list.message}
          onRetry={() => void run(loadDeposits)}
          retryLabel={depositTexts.retry}
        />
      ) : (
        <DepositListSkeleton />
      )}
    </section>
  )
}

/** /auth/deposit: the balance, the operator's accounts, a PromptPay QR, the slip link, my deposits (#10 §1). */
const DepositScreen = () => {
  usePageTitle(depositTexts.pageName)
  useScreenCommand(loadDepositScreen)
  useReloadOnServerMoves()
  return (
    <PageSection title={depositTexts.pageName}>
      <BalanceLine />
      {/* A phone reads them in this order; a desktop puts the QR beside the accounts. */}
      <div className={styles.columns}>
        <Accounts />
        <PromptPaySection />
        <div className={styles.slip} style={{ gridArea: "slip" }}>
          <span className={styles.lead}>{depositTexts.slipLead}</span>
          <UiLink to={paths.auth.depositSlip} className={styles.slipLink}>
            {depositTexts.slipLink}
          </UiLink>
        </div>
        <MyDeposits />
      </div>
    </PageSection>
  )
}

export default DepositScreen
