import { lazy, Suspense, useState } from "react"
import { selectShellLevel } from "../../events/shell/selectors"
import { type PickCommand, useCommand, useScreenCommand, useAppSelector } from "../../runtime/react/app-context"
import { BalanceCard } from "../../ui/player/balance-card"
import { DashboardTiles } from "../../ui/dashboard/dashboard-tiles"
import { css } from "../../../styled-system/css"
import { PLACEHOLDER_IMAGE } from "../../domain/deployment"
import { useDashboardTiles } from "./dashboard-tiles-config"
import { useFirstDeposit } from "./use-first-deposit"
import { usePageTitle } from "../use-page-title"
import { useShownBalance } from "../use-shown-balance"
import { useOwnBalance } from "./use-own-balance"
import { dashboardTexts } from "../../ui/dashboard/texts"
import { paths } from "../paths"
import { GameWalletHost } from "../games/game-wallet-host"
import { TickerSlot } from "../../ui/announcement/ticker-slot"
// The carousel is part of the first paint (#16): its first banner is the dashboard's largest picture.
import { PromotionCarouselHost } from "./promotion-carousel-host"

const MONEY_LINKS = { deposit: paths.auth.deposit, withdraw: paths.auth.withdraw } as const

/** 'รายการถอนล่าสุด' loads after the page painted: its code is a chunk of its own. */
const PublicWithdrawHost = lazy(() =>
  import("../withdraw/public-withdraw-host").then((module) => ({ default: module.PublicWithdrawHost }))
)

/** The tiers' dialog arrives with its first opening. */
const LevelsDialog = lazy(() => import("../account/levels-dialog-host"))

/** The announcements' ticker loads after the page painted; its slot is kept meanwhile. */
const AnnouncementTickerHost = lazy(() => import("../announcement/announcement-ticker-host"))

const refreshCredit: PickCommand<void> = (commands) => commands.refreshCredit
const refreshCreditOnPress: PickCommand<void> = (commands) => commands.refreshCreditOnPress

const stack = css({ display: "grid", gap: "5" })

/**
 * /auth/dashboard (ROUTE-04, UI-04..UI-08, UI-18, OPEN-70): the balance, the level and the money
 * buttons first, so they stay above the fold on a phone; then the news, the promotions and the tiles,
 * and the public withdrawals last.
 */
const DashboardScreen = () => {
  usePageTitle(dashboardTexts.pageName)
  // The balance loads on entry; leaving the dashboard aborts a refresh still in flight.
  useScreenCommand(refreshCredit)
  const run = useCommand()
  const level = useAppSelector(selectShellLevel)
  // The snapshot's balance until the fresh one arrives (#16), as the top bar shows it too (#29).
  const shown = useShownBalance()
  // The card is the balance here: the top bar shows its own only once the card's amount is scrolled away (#29).
  const amountRef = useOwnBalance<HTMLDivElement>()
  const tiles = useDashboardTiles()
  const firstDeposit = useFirstDeposit()
  const [showLevels, setShowLevels] = useState(false)
  return (
    <div className={stack}>
      {/* The page's one h1, for screen readers: the balance card is the visual top. */}
      <h1 className={css({ srOnly: true })}>{dashboardTexts.pageName}</h1>
      <BalanceCard
        {...shown}
        amountRef={amountRef}
        level={level ?? 0}
        onRefresh={() => void run(refreshCreditOnPress)}
        onShowLevels={() => setShowLevels(true)}
        moneyLinks={MONEY_LINKS}
        firstDeposit={firstDeposit}
        gameWallet={<GameWalletHost />}
      />
      <Suspense fallback={<TickerSlot />}>
        <AnnouncementTickerHost loadsNews={false} />
      </Suspense>
      <PromotionCarouselHost />
      <DashboardTiles tiles={tiles} placeholderSrc={PLACEHOLDER_IMAGE} />
      <Suspense fallback={null}>
        <PublicWithdrawHost />
      </Suspense>
      {showLevels ? (
        <Suspense fallback={null}>
          <LevelsDialog open currentLevel={level} onClose={() => setShowLevels(false)} />
        </Suspense>
      ) : null}
    </div>
  )
}

export default DashboardScreen
