import { css, cx } from "../../../styled-system/css"
import type { RewardCategorySummary } from "../../domain/reward-schema"
import { focusRing } from "../focus-ring"
import { UiLink } from "../link"
import { rewardStyles as s } from "./reward-styles"
import { rewardTexts } from "./texts"
import { ImageWithFallback } from "../image-with-fallback"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"

const tile = css({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "2",
  height: "100%",
  minHeight: "44px",
  padding: "3",
  borderRadius: "2xl",
  bg: "rgba(36, 36, 43, 0.88)",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "rgba(255, 255, 255, 0.08)",
  color: "paper",
  textDecoration: "none",
  textAlign: "center",
  transitionProperty: "border-color",
  transitionDuration: "150ms",
  _hover: { borderColor: "brand" },
  "&[aria-current=page]": { borderColor: "brand" }
})
const name = css({ fontSize: "md", fontWeight: "semibold", lineHeight: "1.6" })

export interface CategoryGridProps {
  readonly categories: ReadonlyArray<RewardCategorySummary>
  readonly hrefOf: (categoryId: number) => string
  /** The category shown now (marked as the current page), if one. */
  readonly current?: number | null
}

/** The reward categories as tiles, each its picture, Thai name and item count. */
export const CategoryGrid = ({ categories, hrefOf, current = null }: CategoryGridProps) => (
  <ul className={s.grid} aria-label={rewardTexts.categories.title}>
    {categories.map((category) => (
      <li key={category.id}>
        <UiLink
          to={hrefOf(category.id)}
          className={cx(tile, focusRing)}
          aria-current={category.id === current ? "page" : undefined}
        >
          <ImageWithFallback
            placeholderSrc={PLACEHOLDER_IMAGE}
            src={category.image}
            alt=""
            width={160}
            height={160}
            className={s.image}
            loading="lazy"
          />
          <span className={name}>{category.name}</span>
          <span className={s.note}>{rewardTexts.categories.items(category.itemCount)}</span>
        </UiLink>
      </li>
    ))}
  </ul>
)
