import { useMemo, useState } from "react"
import { registeredAccountOf } from "../../domain/deposit"
import { formatBaht } from "../../domain/money"
import { selectDepositAccounts, selectDepositList } from "../../events/deposit/selectors"
import { selectBalance, selectServerMoneyMoves } from "../../events/player/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { copyText } from "../../ui/browser-files"
import { DepositList, DepositListSkeleton } from "../../ui/deposit/deposit-list"
import { RegisteredAccount } from "../../ui/deposit/registered-account"
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
import { PromptPaySection } from "./promptpay-section"

const loadDepositScreen: PickCommand<void> = (commands) => commands.loadDepositScreen
const loadDepositAccounts: PickCommand<void> = (commands) => commands.loadDepositAccounts
const loadDeposits: PickCommand<void> = (commands) => commands.loadDeposits

/** Copies an account number, then says so; false (the card asks for a long press) if nothing worked. */
const copyAccountNumber = async (digits: string): Promise<boolean> => {
  const copied = await copyText(digits)
  if (copied) notify.success(depositTexts.copied)
  return copied
}

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
  const registered = registeredAccountOf(useAppSelector(selectCurrentUser)?.user_bank)
  return (
    <section className={styles.block} style={{ gridArea: "accounts" }} aria-labelledby="deposit-accounts">
      <h2 id="deposit-accounts" className={styles.heading}>
        {depositTexts.accountsTitle}
      </h2>
      <p className={styles.lead}>
        {registered === null ? (
          depositTexts.accountsLead
        ) : (
          <>
            {depositTexts.accountsLeadBefore} (<RegisteredAccount {...registered} />) {depositTexts.accountsLeadAfter}
          </>
        )}
      </p>
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

/** /auth/deposit: the balance, the amount and its PromptPay QR, the operator's accounts, the slip link, my deposits (#10 §1, #29). */
const DepositScreen = () => {
  usePageTitle(depositTexts.pageName)
  useScreenCommand(loadDepositScreen)
  useReloadOnServerMoves()
  return (
    <PageSection title={depositTexts.pageName}>
      <BalanceLine />
      {/* The amount and its QR first (#29); a desktop puts the accounts beside them. */}
      <div className={styles.columns}>
        <PromptPaySection />
        <Accounts />
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
