import { css, cx } from "../../../styled-system/css"
import { formatBaht } from "../../domain/money"
import type { OwnRanking, RankingBoard, RankingRow } from "../../domain/ranking-schema"
import { formatThaiDate } from "../../domain/thai-date"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { LevelBadge } from "./level-badge"
import { PODIUM, rankingStyles as s } from "./ranking-styles"
import { rankingTexts as t } from "./texts"

export type RankingBoardView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly board: RankingBoard }

const SKELETON_ROWS = 6

const RankMark = ({ rank }: { readonly rank: number | null }) => {
  if (rank === null) return <span className={s.plainRank}>–</span>
  const colour = PODIUM[rank]
  return colour === undefined ? (
    <span className={s.plainRank} aria-label={t.rank(rank)}>
      {rank}
    </span>
  ) : (
    <span className={s.medal} style={{ background: colour }} aria-label={t.rank(rank)} data-podium={rank}>
      {rank}
    </span>
  )
}

const Amount = ({ value }: { readonly value: RankingRow["turnover"] }) => (
  <span className={s.amount}>
    <span className={s.amountLabel}>{t.turnover}</span>
    {formatBaht(value)}
  </span>
)

const Row = ({ row }: { readonly row: RankingRow }) => (
  <li
    className={cx(s.row, row.self ? s.selfRow : undefined)}
    data-rank-row={row.rank}
    data-self={row.self || undefined}
  >
    <RankMark rank={row.rank} />
    <span className={s.who}>
      <span className={s.name}>
        {row.username}
        {row.self ? <span className={s.youTag}>({t.you})</span> : null}
      </span>
      <LevelBadge level={row.level} />
    </span>
    <Amount value={row.turnover} />
  </li>
)

/** The player's own place, pinned under the list whether or not they are in the top 20. */
const OwnRow = ({ own }: { readonly own: OwnRanking }) => (
  <section className={s.own} aria-label={t.own} data-own-rank={own.rank ?? "none"}>
    <span className={s.ownTitle}>
      {t.own}: {own.rank === null ? t.unranked : t.rank(own.rank)}
    </span>
    <div className={s.ownLine}>
      <RankMark rank={own.rank} />
      <span className={s.who}>
        <span className={s.name}>{own.username}</span>
        <LevelBadge level={own.level} />
      </span>
      <Amount value={own.turnover} />
    </div>
    {own.rank === null ? <span className={s.ownNote}>{t.ownEmpty}</span> : null}
  </section>
)

/** The period's first and last Bangkok day, Buddhist era ("17 พ.ย. 2569 – 23 พ.ย. 2569"). */
const rangeText = (board: RankingBoard): string => {
  const lastInstant = new Date(Date.parse(board.end) - 1)
  const last = Number.isNaN(lastInstant.getTime()) ? board.end : lastInstant.toISOString()
  return t.range(formatThaiDate(board.start), formatThaiDate(last))
}

export interface RankingBoardProps {
  readonly view: RankingBoardView
  readonly periodName: string
  readonly onRetry: () => void
}

/** The top 20 (a podium for the first three) and the player's own place pinned below it. */
export const RankingBoardList = ({ view, periodName, onRetry }: RankingBoardProps) => {
  if (view._tag === "Loading")
    return (
      <div aria-busy="true" className={s.list}>
        <span className={css({ srOnly: true })}>{t.loading}</span>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} height="56px" />
        ))}
      </div>
    )
  if (view._tag === "Failed")
    return <LoadFailedNotice message={t.failed} detail={view.message} onRetry={onRetry} retryLabel={t.retry} />
  const { board } = view
  return (
    <>
      <p className={s.range}>
        {t.rangeLabel} {rangeText(board)}
      </p>
      {board.top.length === 0 ? (
        <p className={s.empty}>{t.empty}</p>
      ) : (
        <ol className={s.list} aria-label={t.listLabel(periodName)}>
          {board.top.map((row) => (
            <Row key={row.rank} row={row} />
          ))}
        </ol>
      )}
      <OwnRow own={board.own} />
    </>
  )
}
