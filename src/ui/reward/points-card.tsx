import { css } from "../../../styled-system/css"
import { formatInteger } from "../../domain/money"
import { Skeleton } from "../skeleton"
import { rewardStyles as s } from "./reward-styles"
import { rewardTexts } from "./texts"

const card = css({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "3",
  padding: "4",
  borderRadius: "2xl",
  bg: "linear-gradient(135deg, rgb(var(--brand-rgb, 255 202 0) / 0.22), rgba(36, 36, 43, 0.95))",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgb(var(--brand-rgb, 255 202 0) / 0.4)"
})
const value = css({ fontSize: "3xl", fontWeight: "bold", color: "brand", lineHeight: "1.2", whiteSpace: "nowrap" })

export interface PointsCardProps {
  /** Null until the profile has loaded. */
  readonly points: number | null
}

/** The player's points (user_credit.point), at the top of the reward screens. */
export const PointsCard = ({ points }: PointsCardProps) => (
  <div className={card}>
    <div>
      <div className={s.note}>{rewardTexts.points.label}</div>
      <div className={s.note}>{rewardTexts.points.hint}</div>
    </div>
    <div aria-live="polite" data-testid="reward-points">
      {points === null ? (
        <Skeleton width="96px" height="36px" />
      ) : (
        <span className={value}>
          <span className={s.figure}>{formatInteger(points)}</span> {rewardTexts.points.unit}
        </span>
      )}
    </div>
  </div>
)
