import { css } from "../../../styled-system/css"
import type { DepositRecord, DepositStatus } from "../../domain/deposit-schema"
import { formatBaht } from "../../domain/money"
import { formatThaiDateTime } from "../../domain/thai-date"
import { Skeleton } from "../skeleton"
import { depositTexts } from "./texts"
import { moneyRow } from "../money-row-style"
import { StatusPill, toneOfStatus } from "../status-pill"

const list = css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", padding: "0", margin: "0" })
const channel = css({ fontSize: "md", color: "paper" })
const date = css({ fontSize: "sm", color: "muted" })
const amount = css({ fontSize: "lg", fontWeight: "bold", textAlign: "right", fontVariantNumeric: "tabular-nums" })
const note = css({ gridColumn: "1 / -1", fontSize: "sm", color: "muted" })
const empty = css({ color: "muted", fontSize: "md", padding: "3", textAlign: "center" })

export const StatusBadge = ({ status }: { readonly status: DepositStatus }) => (
  <StatusPill tone={toneOfStatus(status)} status={status}>
    {depositTexts.status[status]}
  </StatusPill>
)

/** The player's deposits, newest first (as the server sends them), with status (#10 §1). */
export const DepositList = ({ deposits }: { readonly deposits: ReadonlyArray<DepositRecord> }) =>
  deposits.length === 0 ? (
    <p className={empty}>{depositTexts.listEmpty}</p>
  ) : (
    <ul className={list} aria-label={depositTexts.listTitle}>
      {deposits.map((deposit) => (
        <li key={deposit.id} className={moneyRow} data-deposit-id={deposit.id}>
          <span className={channel}>{deposit.channel}</span>
          <span className={amount} data-deposit-amount="">
            {formatBaht(deposit.amount)}
          </span>
          <span className={date}>{formatThaiDateTime(deposit.createdAt)}</span>
          <StatusBadge status={deposit.status} />
          {deposit.note !== null ? <span className={note}>{deposit.note}</span> : null}
        </li>
      ))}
    </ul>
  )

/** Three grey rows while the list loads. */
export const DepositListSkeleton = () => (
  <div className={list} aria-hidden="true">
    {[0, 1, 2].map((index) => (
      <Skeleton key={index} height="4.5rem" />
    ))}
  </div>
)
