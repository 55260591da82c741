import { css } from "../../../styled-system/css"
import type { Criteria } from "../../domain/levels"
import type { LevelProgress } from "../../domain/level-progress"
import { LoadFailedNotice } from "../load-failed-notice"
import { Skeleton } from "../skeleton"
import { accountTexts } from "./texts"

const box = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  padding: "4",
  borderRadius: "xl",
  bg: "rgba(48, 44, 24, 0.6)",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgb(var(--brand-rgb, 255 202 0) / 0.35)",
  color: "paper",
  fontFamily: "body",
  lineHeight: "1.6"
})
const hidden = css({ srOnly: true })
const title = css({ fontSize: "sm", color: "muted", fontWeight: "semibold" })
const headline = css({ fontSize: "lg", fontWeight: "bold" })
const counted = css({ fontSize: "sm", color: "muted", fontVariantNumeric: "tabular-nums" })
const track = css({ height: "10px", borderRadius: "full", bg: "rgba(255, 255, 255, 0.12)", overflow: "hidden" })
const fill = css({
  height: "100%",
  borderRadius: "full",
  bg: "brand",
  transition: "width 0.6s ease-out",
  _motionReduce: { transition: "none" }
})

/** The progress as the dialog shows it: loading, its failure, or the player's progress and its period. */
export type LevelProgressView =
  | { readonly _tag: "Loading" }
  | { readonly _tag: "Failed"; readonly message: string }
  | { readonly _tag: "Loaded"; readonly progress: LevelProgress; readonly criteria: Criteria }

/**
 * 'อีก ฿X ถึงระดับ Gold' with a progress bar (#14, API-25): how much more the player deposits in the
 * next tier's period to reach it. A player at the top enabled tier is told so instead.
 */
export const LevelProgressPanel = ({
  view,
  onRetry
}: {
  readonly view: LevelProgressView
  readonly onRetry: () => void
}) => {
  if (view._tag === "Failed") {
    return <LoadFailedNotice message={accountTexts.progress.failed} detail={view.message} onRetry={onRetry} />
  }
  return (
    <section className={box} aria-label={accountTexts.progress.title} aria-busy={view._tag === "Loading"}>
      <span className={title}>{accountTexts.progress.title}</span>
      {view._tag === "Loading" ? (
        <>
          <span className={hidden}>{accountTexts.progress.loading}</span>
          <Skeleton width="14rem" height="1.6em" />
          <Skeleton height="10px" />
        </>
      ) : (
        <ProgressBody progress={view.progress} criteria={view.criteria} />
      )}
    </section>
  )
}

const ProgressBody = ({ progress, criteria }: { readonly progress: LevelProgress; readonly criteria: Criteria }) => {
  switch (progress._tag) {
    case "Top":
      return <p className={headline}>{accountTexts.progress.top}</p>
    case "Reached":
      return <p className={headline}>{accountTexts.progress.reached(progress.next.LABEL)}</p>
    case "Climbing":
      return (
        <>
          <p className={headline} data-level-progress="">
            {accountTexts.progress.toNext(progress.remaining, progress.next.LABEL)}
          </p>
          <div
            role="progressbar"
            aria-label={accountTexts.progress.barLabel(progress.next.LABEL)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
            aria-valuetext={`${progress.percent}%`}
            className={track}
          >
            <div className={fill} style={{ width: `${progress.percent}%` }} />
          </div>
          <span className={counted}>{accountTexts.progress.counted(criteria, progress.deposits, progress.target)}</span>
        </>
      )
  }
}
