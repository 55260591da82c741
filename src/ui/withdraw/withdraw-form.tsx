import { css, cx } from "../../../styled-system/css"
import { formatBaht, formatBahtPlain, formatInteger, type Satang } from "../../domain/money"
import { BankLogo } from "../bank-logo"
import { Button } from "../button"
import { focusRing } from "../focus-ring"
import { Skeleton } from "../skeleton"
import { BahtAmountField } from "../baht-amount-field"
import { withdrawTexts as t } from "./texts"
import { quickAmountButton } from "../quick-amount-style"
import { focusFirstError } from "../focus-first-error"

const card = css({ display: "grid", gap: "4" })
const summary = css({
  display: "grid",
  gap: "3",
  padding: "4",
  borderRadius: "xl",
  bg: "surfaceRaised",
  md: { gridTemplateColumns: "1fr 1fr" }
})
const label = css({ color: "muted", fontSize: "sm" })
const balanceHead = css({ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: "2" })
const staleNote = css({ color: "caution", fontSize: "sm" })
const balanceText = css({ fontSize: "3xl", fontWeight: "bold", color: "brand", fontVariantNumeric: "tabular-nums" })
const accountRow = css({ display: "flex", alignItems: "center", gap: "3" })
const accountNumber = css({ fontVariantNumeric: "tabular-nums", letterSpacing: "0.04em", fontWeight: "semibold" })
const roomList = css({ display: "grid", gap: "1", fontSize: "md", md: { gridColumn: "1 / -1" } })
const quick = css({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: "2",
  md: { gridTemplateColumns: "repeat(5, minmax(0, 1fr))" }
})
const note = css({ fontSize: "md", color: "muted" })
const errorText = css({ color: "danger", fontSize: "md" })

/** Quick amounts in whole baht. */
const QUICK_AMOUNTS = [100, 500, 1_000, 5_000]

export type WithdrawFormStatus = "idle" | "submitting" | "verifying" | "unverified"

/** Where the balance shown comes from: the fresh read, or the device's snapshot while that loads (#16). */
export type WithdrawBalanceSource = "fresh" | "updating" | "stale"

export interface WithdrawFormProps {
  /** The balance shown: the fresh one, else the device's snapshot's (`balanceSource` says which). */
  readonly balance: Satang | null
  readonly balanceSource: WithdrawBalanceSource
  readonly bank: { readonly code: string; readonly name: string; readonly maskedAccount: string } | null
  /** The player's profile (and with it the account) is still being read: not "no account" yet. */
  readonly bankLoading: boolean
  /** Today's room; null while the lists load. */
  readonly room: { readonly withdrawalsLeft: number; readonly limitLeft: Satang } | null
  readonly amountText: string
  readonly onAmountText: (text: string) => void
  /** The first rule the typed amount breaks (the domain's Thai message), or the form's own. */
  readonly problem: string | null
  /** Whether the amount may be sent now (typed, valid, lists loaded). */
  readonly canSubmit: boolean
  /** 'ถอนทั้งหมด': the most allowed now; 0 when nothing is. */
  readonly mostAllowed: Satang
  readonly status: WithdrawFormStatus
  /** A refusal or note to show under the button (the server's Thai message ...). */
  readonly message: string | null
  readonly onSubmit: () => void
  readonly onVerify: () => void
}

/** The withdraw form: balance, account, today's room, the amount with its validation (issue #10 §3). */
export const WithdrawForm = (props: WithdrawFormProps) => {
  const { balance, bank, room, status } = props
  const busy = status === "submitting" || status === "verifying"
  return (
    <form
      className={card}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (props.canSubmit && !busy) props.onSubmit()
        focusFirstError(event.currentTarget)
      }}
    >
      <div className={summary}>
        <div>
          {/* The cue sits beside the label, not under the amount: nothing moves when it goes (#16: CLS). */}
          <div className={balanceHead}>
            <span className={label}>{t.balance}</span>
            {balance === null || props.balanceSource === "fresh" ? null : (
              <span className={props.balanceSource === "stale" ? staleNote : label} role="status">
                {props.balanceSource === "stale" ? t.balanceStale : t.balanceUpdating}
              </span>
            )}
          </div>
          {/* Each grey block as tall as what replaces it: nothing below moves when it arrives (#16). */}
          {balance === null ? (
            <Skeleton width="10rem" height="1.6em" className={balanceText} fill="balance" />
          ) : (
            <output
              className={balanceText}
              data-withdraw-balance=""
              data-refreshing={props.balanceSource === "updating" || undefined}
            >
              {formatBaht(balance)}
            </output>
          )}
        </div>
        <div>
          <div className={label}>{t.account}</div>
          {props.bankLoading ? (
            <div className={accountRow}>
              <Skeleton width="40px" height="40px" />
              <div>
                <Skeleton width="8rem" height="1.6em" />
                <Skeleton width="9rem" height="1.6em" />
              </div>
            </div>
          ) : bank === null ? (
            <span className={note}>{t.noAccount}</span>
          ) : (
            <div className={accountRow}>
              <BankLogo code={bank.code} size={40} />
              <div>
                <div>{bank.name}</div>
                <div className={accountNumber} data-account-number="">
                  {bank.maskedAccount}
                </div>
              </div>
            </div>
          )}
        </div>
        <div className={roomList} aria-live="polite">
          {room === null ? (
            <>
              <Skeleton width="12rem" height="1.6em" />
              <Skeleton width="14rem" height="1.6em" />
            </>
          ) : (
            <>
              <span>{t.withdrawalsLeft(room.withdrawalsLeft)}</span>
              <span>{t.limitLeft(formatBaht(room.limitLeft))}</span>
            </>
          )}
        </div>
      </div>
      <BahtAmountField
        label={t.amountLabel}
        placeholder={t.amountPlaceholder}
        text={props.amountText}
        onText={props.onAmountText}
        problem={props.problem}
      />
      <div className={quick} role="group" aria-label={t.quickAmounts}>
        {QUICK_AMOUNTS.map((baht) => (
          <button
            key={baht}
            type="button"
            className={cx(quickAmountButton, focusRing)}
            onClick={() => props.onAmountText(formatInteger(baht))}
          >
            {formatInteger(baht)}
          </button>
        ))}
        <button
          type="button"
          className={cx(quickAmountButton, focusRing)}
          disabled={props.mostAllowed <= 0}
          onClick={() => props.onAmountText(formatBahtPlain(props.mostAllowed))}
        >
          {t.all}
        </button>
      </div>
      <Button type="submit" fullWidth busy={busy} disabled={!props.canSubmit}>
        {t.submit}
      </Button>
      <div role="status" aria-live="polite">
        {status === "verifying" ? <p className={note}>{t.verifying}</p> : null}
        {status === "unverified" ? (
          <div className={css({ display: "grid", gap: "2" })}>
            <p className={errorText}>{t.unverified}</p>
            <Button variant="secondary" onClick={props.onVerify}>
              {t.verifyAgain}
            </Button>
          </div>
        ) : null}
        {props.message !== null && status !== "unverified" ? <p className={errorText}>{props.message}</p> : null}
      </div>
    </form>
  )
}
