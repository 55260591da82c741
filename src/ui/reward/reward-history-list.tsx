import { css } from "../../../styled-system/css"
import { formatBaht, formatInteger } from "../../domain/money"
import type { RewardRequestRecord } from "../../domain/reward-schema"
import { formatThaiDateTime } from "../../domain/thai-date"
import { LoadFailedNotice } from "../load-failed-notice"
import { StatusPill } from "../status-pill"
import { Skeleton } from "../skeleton"
import { rewardStyles as s } from "./reward-styles"
import { toneOfRewardStatus } from "./reward-status-tone"
import { rewardTexts } from "./texts"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const t = rewardTexts.history

const list = css({ display: "flex", flexDirection: "column", gap: "2", listStyle: "none", margin: "0", padding: "0" })
const row = css({
  display: "grid",
  gridTemplateColumns: "48px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: "3",
  padding: "3",
  borderRadius: "xl",
  bg: "surfaceRaised"
})
const thumb = css({ width: "48px", height: "48px", borderRadius: "lg" })
const name = css({ fontWeight: "semibold", lineHeight: "1.6" })
const right = css({ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: "1" })

export type RewardHistoryView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly lines: ReadonlyArray<RewardRequestRecord> }

export interface RewardHistoryListProps {
  readonly view: RewardHistoryView
  readonly onRetry: () => void
}

/** 'ประวัติการแลก': the player's redemptions with their status in Thai, newest first. */
export const RewardHistoryList = ({ view, onRetry }: RewardHistoryListProps) => (
  <section className={s.block} aria-labelledby="reward-history-title">
    <h2 id="reward-history-title" className={s.heading}>
      {t.title}
    </h2>
    {view._tag === "Loading" ? (
      <div aria-busy="true" className={list}>
        <Skeleton height="72px" />
        <Skeleton height="72px" />
      </div>
    ) : view._tag === "Failed" ? (
      <LoadFailedNotice message={t.failed} detail={view.message} retryLabel={rewardTexts.retry} onRetry={onRetry} />
    ) : view.lines.length === 0 ? (
      <p className={s.note}>{t.empty}</p>
    ) : (
      <ul className={list}>
        {view.lines.map((line) => (
          <li key={line.id} className={row}>
            <ImageWithFallback
              placeholderSrc={PLACEHOLDER_IMAGE}
              src={line.image}
              alt=""
              width={48}
              height={48}
              className={thumb}
              loading="lazy"
            />
            <div>
              <div className={name}>{line.name}</div>
              <div className={s.note}>{formatThaiDateTime(line.createdAt)}</div>
            </div>
            <div className={right}>
              <StatusPill tone={toneOfRewardStatus(line.status)} status={line.status}>
                {rewardTexts.status[line.status]}
              </StatusPill>
              <span className={`${s.note} ${s.figure}`}>
                {t.points(formatInteger(line.points))}
                {line.amount === null ? "" : ` · +${formatBaht(line.amount)}`}
              </span>
            </div>
          </li>
        ))}
      </ul>
    )}
  </section>
)
