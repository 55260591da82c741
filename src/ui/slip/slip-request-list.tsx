import { css } from "../../../styled-system/css"
import { formatBaht, type Satang } from "../../domain/money"
import { SLIP_STATUS_TEXT, type SlipRequestStatus } from "../../domain/slip"
import { DatedRows, DatedRowsLoading } from "../dated-rows"
import { LoadFailedNotice } from "../load-failed-notice"
import { StatusPill, toneOfStatus } from "../status-pill"
import { slipTexts } from "./texts"

const heading = css({ fontSize: "lg", fontWeight: "bold" })

export interface SlipRequestView {
  readonly id: string
  readonly transRef: string
  readonly amount: Satang
  readonly status: SlipRequestStatus
  /** ISO instant the request was made. */
  readonly createdAt: string
}

export type SlipRequestsProps =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string; readonly onRetry: () => void }
  | { readonly state: "loaded"; readonly requests: ReadonlyArray<SlipRequestView> }

/** The player's slip requests, newest first, with their status. */
export const SlipRequestList = (props: SlipRequestsProps) => (
  <section aria-label={slipTexts.requestsTitle} className={css({ display: "grid", gap: "3", alignContent: "start" })}>
    <h2 className={heading}>{slipTexts.requestsTitle}</h2>
    {props.state === "loading" ? (
      <DatedRowsLoading />
    ) : props.state === "failed" ? (
      <LoadFailedNotice message={slipTexts.requestsFailed} detail={props.message} onRetry={props.onRetry} />
    ) : (
      <DatedRows
        empty={slipTexts.requestsEmpty}
        rows={props.requests.map((request) => ({
          id: request.id,
          at: request.createdAt,
          // A reference is one long word: it may break anywhere rather than push the amount out.
          detail: <span className={css({ overflowWrap: "anywhere" })}>{request.transRef}</span>,
          amount: formatBaht(request.amount),
          status: (
            <StatusPill tone={toneOfStatus(request.status)} status={request.status}>
              {SLIP_STATUS_TEXT[request.status]}
            </StatusPill>
          )
        }))}
      />
    )}
  </section>
)
