import { css } from "../../../styled-system/css"
import { formatBaht, type Satang } from "../../domain/money"
import { SLIP_STATUS_TEXT, type SlipRequestStatus } from "../../domain/slip"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { slipTexts } from "./texts"
import { moneyAmount, moneyRow } from "../money-row-style"

const heading = css({ fontSize: "lg", fontWeight: "bold" })
const list = css({ display: "grid", gap: "2", listStyle: "none", padding: 0, margin: 0 })
const meta = css({ color: "muted", fontSize: "sm", overflowWrap: "break-word" })
/** A reference may wrap anywhere; Thai text never does (#29). */
const reference = css({ color: "muted", fontSize: "sm", overflowWrap: "anywhere" })
const statusColour: Readonly<Record<SlipRequestStatus, string>> = {
  pending: css({ color: "brand", fontSize: "sm", textAlign: "right" }),
  approved: css({ color: "success", fontSize: "sm", textAlign: "right" }),
  rejected: css({ color: "danger", fontSize: "sm", textAlign: "right" })
}

export interface SlipRequestView {
  readonly id: string
  readonly transRef: string
  readonly amount: Satang
  readonly status: SlipRequestStatus
  readonly createdAtText: string
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
      <div aria-busy="true" className={list}>
        <Skeleton height="64px" />
        <Skeleton height="64px" />
      </div>
    ) : props.state === "failed" ? (
      <LoadFailedNotice message={slipTexts.requestsFailed} detail={props.message} onRetry={props.onRetry} />
    ) : props.requests.length === 0 ? (
      <p className={meta}>{slipTexts.requestsEmpty}</p>
    ) : (
      <ul className={list}>
        {props.requests.map((request) => (
          <li key={request.id} className={moneyRow}>
            <span>{request.createdAtText}</span>
            <span className={moneyAmount}>{formatBaht(request.amount)}</span>
            <span className={reference}>{request.transRef}</span>
            <span className={statusColour[request.status]}>{SLIP_STATUS_TEXT[request.status]}</span>
          </li>
        ))}
      </ul>
    )}
  </section>
)
