import type { ReactNode } from "react"
import { css, cx } from "../../styled-system/css"
import { formatBangkokTime, formatThaiDateTime } from "../domain/thai-date"
import type { DayGroup } from "./day-groups"
import { Skeleton } from "./skeleton"

// The one list of dated rows (#28): every money and prize history (deposits, slips, withdrawals,
// the transaction history, the affiliate's payouts, loss refunds, the wheel and the flip card) is a
// raised card per row with what it was and when on the left, the amount and its status on the right.
// The row and the list are separate so that a virtual list can place the rows itself.

/** How an amount reads: money in (green, with its "+"), money out (red), nothing won (muted). */
export type AmountTone = "in" | "out" | "none"

export interface DatedRowProps {
  /** The instant (ISO): shown in Thai in Bangkok time, and the day a grouped list files the row under. */
  readonly at: string
  /** What it was; without one, the date and time take the first line (a withdrawal, a slip). */
  readonly title?: ReactNode
  /** One muted line under the date: a bank, a reference, a channel. */
  readonly detail?: ReactNode
  /** Said before the date on its line ("เลือกใบที่ 2 · …"). */
  readonly datePrefix?: string
  /** The figure as the player reads it, its sign included ("+฿20.00"). */
  readonly amount: ReactNode
  readonly tone?: AmountTone
  /** Under the amount: a StatusPill or a short muted word. */
  readonly status?: ReactNode
  /** Muted lines across the whole row under the rest: a note, a reason, a retry. */
  readonly children?: ReactNode
  /** Under a day's heading the day is said once: the row shows its time only. */
  readonly timeOnly?: boolean
  /** data-* attributes the screen's tests and styles find the row by. */
  readonly data?: Readonly<Record<`data-${string}`, string>>
}

const card = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  alignItems: "center",
  rowGap: "1",
  columnGap: "3",
  paddingX: "3",
  borderRadius: "xl",
  bg: "surfaceRaised"
})
// A row grows with its lines, unless the screen gives it a class of its own: then its height and
// vertical padding are that class's (a virtual list's rows all have one height).
const free = css({ paddingY: "3" })
const column = css({ display: "flex", flexDirection: "column", minWidth: "0" })
const side = css({ alignItems: "flex-end", gap: "1", textAlign: "right" })
const title = css({ fontWeight: "semibold" })
const muted = css({ fontSize: "sm", color: "muted" })
const below = css({ gridColumn: "1 / -1", display: "grid", gap: "1" })
const figure = css({ fontSize: "md", fontWeight: "bold", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })
// One colour class per tone, none on the figure itself: two atomic colours on one element would
// leave the winner to the stylesheet's order.
const tones: Readonly<Record<AmountTone | "plain", string>> = {
  plain: css({ color: "paper" }),
  in: css({ color: "success" }),
  out: css({ color: "#ff9b9b" }),
  none: css({ color: "muted" })
}
const list = css({ display: "grid", gap: "2", listStyle: "none", padding: "0", margin: "0" })

/** One row. A list item by default; `as="div"` inside a virtual list's own item, with its `className`. */
export const DatedRow = ({
  as: Tag = "li",
  className,
  ...row
}: DatedRowProps & { readonly as?: "li" | "div"; readonly className?: string }) => {
  const when = <time dateTime={row.at}>{(row.timeOnly ? formatBangkokTime : formatThaiDateTime)(row.at)}</time>
  return (
    <Tag className={cx(card, className ?? free)} {...row.data}>
      <div className={column}>
        <span className={title}>{row.title ?? when}</span>
        {row.title === undefined ? null : (
          <span className={muted}>
            {row.datePrefix === undefined ? null : `${row.datePrefix} · `}
            {when}
          </span>
        )}
        {row.detail === undefined ? null : <span className={muted}>{row.detail}</span>}
      </div>
      <div className={cx(column, side, muted)}>
        <span className={cx(figure, tones[row.tone ?? "plain"])}>{row.amount}</span>
        {row.status}
      </div>
      {row.children === undefined ? null : <div className={cx(below, muted)}>{row.children}</div>}
    </Tag>
  )
}

/** A row of a list: its props and the key React tells it apart by. */
export type DatedRowItem = DatedRowProps & { readonly id: string | number }

export interface DatedRowsProps {
  readonly rows: ReadonlyArray<DatedRowItem>
  /** What the list says when it has no row. */
  readonly empty: string
  /** The list's accessible name. */
  readonly label?: string
  readonly testId?: string
  /**
   * Cuts the rows into days (`byBangkokDay(now)` of ./day-groups): each day under its heading
   * ('วันนี้', 'เมื่อวาน', a date), its rows with their time only.
   */
  readonly groupByDay?: (rows: ReadonlyArray<DatedRowItem>) => ReadonlyArray<DayGroup<DatedRowItem>>
  /** The days' heading level, under the heading the list sits beneath. */
  readonly dayHeading?: "h2" | "h3" | "h4"
  /** The rows show their time only (a day's own list, under its heading). */
  readonly timeOnly?: boolean
}

/**
 * A list of dated rows in the order given (newest first). Grouped, it is a list of days, each its
 * heading and a list of its own named by it.
 */
export const DatedRows = ({
  rows,
  empty,
  label,
  testId,
  groupByDay,
  dayHeading: Heading = "h3",
  timeOnly
}: DatedRowsProps) => {
  if (rows.length === 0) return <p className={muted}>{empty}</p>
  return (
    <ul className={list} aria-label={label} data-testid={testId}>
      {groupByDay === undefined
        ? rows.map(({ id, ...row }) => <DatedRow key={id} {...row} timeOnly={timeOnly === true} />)
        : groupByDay(rows).map((day) => (
            // A day may come twice (rows out of order): the group's first row names it.
            <li key={day.rows[0]?.id ?? day.day} className={list}>
              <Heading className={cx(title, muted)}>{day.heading}</Heading>
              <DatedRows rows={day.rows} empty={empty} label={day.heading} timeOnly />
            </li>
          ))}
    </ul>
  )
}

/** Grey rows of a row's height while a list loads. */
export const DatedRowsLoading = ({ count = 2 }: { readonly count?: number }) => (
  <div aria-busy="true" className={list}>
    {Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} height="72px" />
    ))}
  </div>
)
