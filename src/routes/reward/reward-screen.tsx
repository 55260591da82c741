import { useMemo, useState } from "react"
import { Navigate, useParams } from "react-router-dom"
import { css } from "../../../styled-system/css"
import { categoryIdOf } from "../../domain/reward"
import { selectPoints, selectServerMoneyMoves } from "../../events/player/selectors"
import {
  selectRewardCategories,
  selectRewardCategory,
  selectRewardCategoryMissing,
  selectRewardHistory
} from "../../events/reward/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { BackLink } from "../../ui/back-link"
import { LoadFailedNotice } from "../../ui/load-failed-notice"
import { PageSection } from "../../ui/page-section"
import { CategoryGrid } from "../../ui/reward/category-grid"
import { RewardGridSkeleton } from "../../ui/reward/grid-skeleton"
import { PointsCard } from "../../ui/reward/points-card"
import { RedeemDialog } from "../../ui/reward/redeem-dialog"
import { RewardHistoryList, type RewardHistoryView } from "../../ui/reward/reward-history-list"
import { RewardItemGrid } from "../../ui/reward/reward-item-grid"
import { rewardStyles as s } from "../../ui/reward/reward-styles"
import { rewardTexts } from "../../ui/reward/texts"
import { Skeleton } from "../../ui/skeleton"
import { paths } from "../paths"
import { remoteView } from "../remote-view"
import { usePageTitle } from "../use-page-title"
import { useRewardRedeem } from "./use-reward-redeem"

/**
 * The screen's load as a new pick for each category and each count of the server's money moves, so
 * a move (a redemption from another tab ...) runs it again and stops the one before.
 */
const loadScreen =
  (categoryId: number | null, _moves: number): PickCommand<void> =>
  (commands) =>
    commands.loadRewardScreen(categoryId)

const stack = css({ display: "flex", flexDirection: "column", gap: "4" })
/**
 * /auth/reward (ROUTE-11) and /auth/reward/{categoryId} (ROUTE-12, OPEN-08): the player's points on
 * top; the overview shows the categories, a category its items with 'แลกรางวัล' (or why not);
 * 'ประวัติการแลก' below both. A category that does not exist is the not-found page.
 */
const RewardScreen = () => {
  usePageTitle(rewardTexts.pageName)
  const { categoryId: rawId } = useParams()
  const categoryId = categoryIdOf(rawId)
  const invalid = rawId !== undefined && categoryId === null
  const moves = useAppSelector(selectServerMoneyMoves)
  useScreenCommand(useMemo(() => (invalid ? null : loadScreen(categoryId, moves)), [invalid, categoryId, moves]))
  const run = useCommand()
  const retry = () => void run(loadScreen(categoryId, moves))
  const points = useAppSelector(selectPoints)
  // A refresh of the profile (after a redemption) keeps the last points shown: nothing blinks.
  const [lastPoints, setLastPoints] = useState<number | null>(null)
  if (points !== null && points !== lastPoints) setLastPoints(points)
  const shownPoints = points ?? lastPoints
  const categories = useAppSelector(selectRewardCategories)
  const category = useAppSelector((state) => selectRewardCategory(state, categoryId ?? 0))
  const missing = useAppSelector((state) => categoryId !== null && selectRewardCategoryMissing(state, categoryId))
  const history = useAppSelector(selectRewardHistory)
  const redeem = useRewardRedeem(categoryId)

  if (invalid || missing) return <Navigate to={paths.notFound} replace />

  const historyView: RewardHistoryView = remoteView(history, (data) => ({ _tag: "Loaded", lines: data.items }))

  return (
    <PageSection title={rewardTexts.pageName}>
      <div className={stack}>
        <PointsCard points={shownPoints} />
        {categoryId === null ? (
          <section className={s.block} aria-labelledby="reward-categories-title">
            <h2 id="reward-categories-title" className={s.heading}>
              {rewardTexts.categories.title}
            </h2>
            {categories._tag === "Loaded" ? (
              categories.data.length === 0 ? (
                <p className={s.note}>{rewardTexts.categories.empty}</p>
              ) : (
                <CategoryGrid categories={categories.data} hrefOf={paths.auth.rewardCategory} />
              )
            ) : categories._tag === "Failed" ? (
              <LoadFailedNotice
                message={rewardTexts.categories.failed}
                detail={categories.message}
                retryLabel={rewardTexts.retry}
                onRetry={retry}
              />
            ) : (
              <RewardGridSkeleton />
            )}
          </section>
        ) : (
          <section className={s.block} aria-labelledby="reward-category-title">
            <BackLink to={paths.auth.reward} label={rewardTexts.items.back} />
            <h2 id="reward-category-title" className={s.heading}>
              {category._tag === "Loaded" ? category.data.name : <Skeleton width="40%" height="1.4em" />}
            </h2>
            {category._tag === "Loaded" ? (
              <RewardItemGrid items={category.data.items} points={shownPoints} onRedeem={redeem.open} />
            ) : category._tag === "Failed" ? (
              <LoadFailedNotice
                message={rewardTexts.items.failed}
                detail={category.message}
                retryLabel={rewardTexts.retry}
                onRetry={retry}
              />
            ) : (
              <RewardGridSkeleton />
            )}
          </section>
        )}
        <RewardHistoryList view={historyView} onRetry={retry} />
      </div>
      <RedeemDialog
        item={redeem.item}
        points={shownPoints ?? 0}
        status={redeem.status}
        message={redeem.message}
        addAddressHref={redeem.addAddressHref}
        onConfirm={redeem.confirm}
        onVerify={redeem.verify}
        onClose={redeem.close}
      />
    </PageSection>
  )
}

export default RewardScreen
