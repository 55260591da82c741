import { css } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import type { WithdrawRequest } from "../../domain/withdraw"
import { Button } from "../button"
import { formatThaiDateTime } from "../../domain/thai-date"
import { StatusPill, toneOfStatus } from "../status-pill"
import { withdrawTexts as t } from "./texts"
import { moneyAmount, moneyRow } from "../money-row-style"

const list = css({ display: "grid", gap: "2", listStyle: "none", padding: "0", margin: "0" })
const meta = css({ color: "muted", fontSize: "sm" })
const reason = css({ gridColumn: "1 / -1", fontSize: "sm", color: "#ffb4b4" })
const retryRow = css({ gridColumn: "1 / -1" })
const empty = css({ color: "muted", padding: "3" })

export interface WithdrawListProps {
  readonly label: string
  readonly items: ReadonlyArray<WithdrawRequest>
  readonly emptyText: string
  /** 'ลองใหม่' on a failed transfer; absent on the history. */
  readonly onRetry?: (requestId: string) => void
  /** The request whose retry is on its way (its button shows progress); another press sends nothing. */
  readonly retrying: string | null
  readonly busy: boolean
}

/** A list of withdrawals with their status label (OPEN-13), the reason of a rejected or failed one. */
export const WithdrawList = ({ label, items, emptyText, onRetry, retrying, busy }: WithdrawListProps) =>
  items.length === 0 ? (
    <p className={empty}>{emptyText}</p>
  ) : (
    <ul className={list} aria-label={label}>
      {items.map((request) => (
        <li key={request.id} className={moneyRow} data-withdraw-id={request.id} data-status={request.status}>
          <span>{formatThaiDateTime(request.createdAt)}</span>
          <span className={moneyAmount}>{formatBaht(request.amount)}</span>
          <span className={meta}>
            {request.bankName} {request.bankAccount}
          </span>
          <StatusPill tone={toneOfStatus(request.status)} status={request.status}>
            {t.status[request.status]}
          </StatusPill>
          {request.reason === null ? null : (
            <span className={reason}>
              {t.reason}: {request.reason}
              {request.status === "rejected" ? ` (${t.refunded})` : null}
            </span>
          )}
          {request.status === "failed" && onRetry !== undefined ? (
            <div className={retryRow}>
              <Button
                variant="secondary"
                fullWidth
                busy={retrying === request.id && busy}
                disabled={busy && retrying !== request.id}
                onClick={() => onRetry(request.id)}
              >
                {t.retryTransfer}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
