import { useId } from "react"
import { css } from "../../../styled-system/css"
import { formatBaht, formatInteger } from "../../domain/money"
import { rewardBlock } from "../../domain/reward"
import type { RewardItem } from "../../domain/reward-schema"
import { Button } from "../button"
import { rewardStyles as s } from "./reward-styles"
import { rewardTexts } from "./texts"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const t = rewardTexts.items

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  height: "100%",
  padding: "2",
  md: { padding: "3" },
  borderRadius: "2xl",
  bg: "rgba(36, 36, 43, 0.88)",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.08)"
})
const picture = css({ position: "relative" })
const badge = css({
  position: "absolute",
  top: "2",
  left: "2",
  paddingX: "2",
  paddingY: "0.5",
  borderRadius: "full",
  fontSize: "xs",
  bg: "rgba(0, 0, 0, 0.7)",
  color: "paper"
})
const name = css({ fontSize: "md", fontWeight: "semibold", lineHeight: "1.6", flexGrow: "1" })
const cost = css({ fontSize: "lg", fontWeight: "bold", color: "brand" })
const soldOut = css({ color: "danger" })
const action = css({ whiteSpace: "nowrap", paddingX: "2" })

export interface RewardItemGridProps {
  readonly items: ReadonlyArray<RewardItem>
  /** The player's points; null while unknown (nothing can be pressed then). */
  readonly points: number | null
  readonly onRedeem: (item: RewardItem) => void
}

const ItemCard = ({ item, points, onRedeem }: { readonly item: RewardItem } & Omit<RewardItemGridProps, "items">) => {
  const nameId = useId()
  const block = points === null ? null : rewardBlock(points, item)
  const label = block === "out-of-stock" ? t.outOfStock : block === "not-enough-points" ? t.notEnough : t.redeem
  return (
    <article className={card} aria-labelledby={nameId} data-reward-id={item.id}>
      <div className={picture}>
        <ImageWithFallback
          placeholderSrc={PLACEHOLDER_IMAGE}
          src={item.image}
          alt={item.name}
          width={160}
          height={160}
          className={s.image}
          loading="lazy"
        />
        <span className={badge}>{item.kind === "credit" ? t.credit : t.goods}</span>
      </div>
      <h3 id={nameId} className={name}>
        {item.name}
      </h3>
      {item.kind === "credit" ? <div className={s.note}>{formatBaht(item.amount)}</div> : null}
      <div className={cost}>
        <span className={s.figure}>{t.points(formatInteger(item.points))}</span>
      </div>
      <div className={item.stock === 0 ? soldOut : s.note}>
        {item.stock === 0 ? t.outOfStock : t.stock(formatInteger(item.stock))}
      </div>
      <Button fullWidth className={action} disabled={points === null || block !== null} onClick={() => onRedeem(item)}>
        {label}
      </Button>
    </article>
  )
}

/** A category's items: picture, name, points needed, stock, and 'แลกรางวัล' (or why not). */
export const RewardItemGrid = ({ items, points, onRedeem }: RewardItemGridProps) =>
  items.length === 0 ? (
    <p className={s.note}>{t.empty}</p>
  ) : (
    <ul className={s.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} points={points} onRedeem={onRedeem} />
        </li>
      ))}
    </ul>
  )
