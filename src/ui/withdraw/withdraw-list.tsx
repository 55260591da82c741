import { css } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import type { WithdrawRequest } from "../../domain/withdraw"
import { Button } from "../button"
import { DatedRows } from "../dated-rows"
import { StatusPill, toneOfStatus } from "../status-pill"
import { withdrawTexts as t } from "./texts"

const reason = css({ color: "#ffb4b4" })

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

/** What a row says under the rest: the reason of a rejected or failed one, the failed one's retry. */
const Below = ({
  request,
  onRetry,
  retrying,
  busy
}: Omit<WithdrawListProps, "label" | "items" | "emptyText"> & {
  readonly request: WithdrawRequest
}) => (
  <>
    {request.reason === null ? null : (
      <span className={reason}>
        {t.reason}: {request.reason}
        {request.status === "rejected" ? ` (${t.refunded})` : null}
      </span>
    )}
    {request.status === "failed" && onRetry !== undefined ? (
      <Button
        variant="secondary"
        fullWidth
        busy={retrying === request.id && busy}
        disabled={busy && retrying !== request.id}
        onClick={() => onRetry(request.id)}
      >
        {t.retryTransfer}
      </Button>
    ) : null}
  </>
)

/** A list of withdrawals with their status label (OPEN-13), the reason of a rejected or failed one. */
export const WithdrawList = ({ label, items, emptyText, ...actions }: WithdrawListProps) => (
  <DatedRows
    label={label}
    empty={emptyText}
    rows={items.map((request) => ({
      id: request.id,
      at: request.createdAt,
      detail: `${request.bankName} ${request.bankAccount}`,
      amount: formatBaht(request.amount),
      status: (
        <StatusPill tone={toneOfStatus(request.status)} status={request.status}>
          {t.status[request.status]}
        </StatusPill>
      ),
      data: { "data-withdraw-id": request.id, "data-status": request.status },
      ...(request.reason === null && (request.status !== "failed" || actions.onRetry === undefined)
        ? {}
        : { children: <Below request={request} {...actions} /> })
    }))}
  />
)
