import type { DepositRecord, DepositStatus } from "../../domain/deposit-schema"
import { formatBaht } from "../../domain/money"
import { DatedRows, DatedRowsLoading } from "../dated-rows"
import { StatusPill, toneOfStatus } from "../status-pill"
import { depositTexts } from "./texts"

const StatusBadge = ({ status }: { readonly status: DepositStatus }) => (
  <StatusPill tone={toneOfStatus(status)} status={status}>
    {depositTexts.status[status]}
  </StatusPill>
)

/** The player's deposits, newest first (as the server sends them), with status (#10 §1). */
export const DepositList = ({ deposits }: { readonly deposits: ReadonlyArray<DepositRecord> }) => (
  <DatedRows
    label={depositTexts.listTitle}
    empty={depositTexts.listEmpty}
    rows={deposits.map((deposit) => ({
      id: deposit.id,
      at: deposit.createdAt,
      title: deposit.channel,
      amount: formatBaht(deposit.amount),
      status: <StatusBadge status={deposit.status} />,
      data: { "data-deposit-id": deposit.id },
      ...(deposit.note === null ? {} : { children: deposit.note })
    }))}
  />
)

/** Three grey rows while the list loads. */
export const DepositListSkeleton = () => <DatedRowsLoading count={3} />
