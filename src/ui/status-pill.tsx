import type { ReactNode } from "react"
import { css, cx } from "../../styled-system/css"

// The one status pill of every list with a status (deposits, slips, withdrawals, the transaction
// history, the reward history, #29): a word on a tinted ground, its tone by what the status means to
// the player, so a colour means the same on every screen. The colours are the ones checked against
// their own ground for 4.5:1 (#15, axe): "danger" itself falls under it there.

export type StatusTone = "waiting" | "done" | "refused"

const pill = css({
  justifySelf: "end",
  paddingX: "2",
  borderRadius: "full",
  fontSize: "sm",
  fontWeight: "semibold",
  whiteSpace: "nowrap"
})
const tones: Readonly<Record<StatusTone, string>> = {
  waiting: css({ bg: "rgba(255, 202, 0, 0.16)", color: "#ffd95a" }),
  done: css({ bg: "rgba(74, 222, 128, 0.16)", color: "success" }),
  refused: css({ bg: "rgba(255, 107, 107, 0.16)", color: "#ff8a8a" })
}

/** A status's word, `status` and `tone` kept as data for tests and styles to find it by. */
export const StatusPill = ({
  tone,
  status,
  children
}: {
  readonly tone: StatusTone
  readonly status: string
  readonly children: ReactNode
}) => (
  <span className={cx(pill, tones[tone])} data-status={status} data-tone={tone}>
    {children}
  </span>
)

/** The tone of the statuses the money lists share (pending, approved, rejected, failed). */
export const toneOfStatus = (status: "pending" | "approved" | "rejected" | "failed"): StatusTone =>
  status === "pending" ? "waiting" : status === "approved" ? "done" : "refused"
