import { lazy, Suspense } from "react"
import { promotionPeriods } from "../../domain/promotion"
import { selectPromotionLoading, selectPromotionSetting } from "../../events/promotion/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { LoginForm } from "../../ui/session/login-form"
import { PageSection } from "../../ui/page-section"
import { PromotionPanel } from "../../ui/promotion/promotion-panel"
import { css } from "../../../styled-system/css"
import { useLogin } from "./use-login"
import { paths } from "../paths"
import { useOpenBonusPeriod } from "../use-open-bonus-period"
import { usePageTitle } from "../use-page-title"
import { sessionTexts } from "../../ui/session/texts"
import { TickerSlot } from "../../ui/announcement/ticker-slot"

/** 'รายการถอนล่าสุด' loads after the page painted: its code is a chunk of its own. */
const PublicWithdrawHost = lazy(() =>
  import("../withdraw/public-withdraw-host").then((module) => ({ default: module.PublicWithdrawHost }))
)

/** The announcements' ticker loads after the page painted; its slot is kept meanwhile. */
const AnnouncementTickerHost = lazy(() => import("../announcement/announcement-ticker-host"))

const grid = css({ display: "grid", gap: "6", md: { gridTemplateColumns: "1fr 1fr", alignItems: "start" } })
const side = css({ display: "grid", gap: "4", minWidth: "0" })
const lead = css({ color: "muted", mb: "4", lineHeight: "1.7" })

/** The public home (ROUTE-35, OPEN-56): a login form (LoginOnHomePage*, AUTH-09) and the promotion. */
const HomeScreen = () => {
  usePageTitle(sessionTexts.pageNames.home)
  const { pending, error, lockedUntil, submit } = useLogin("home-page")
  const setting = useAppSelector(selectPromotionSetting)
  const openPeriod = useOpenBonusPeriod(setting)
  const promotionLoading = useAppSelector(selectPromotionLoading)
  return (
    <div className={grid}>
      <PageSection title={sessionTexts.home.welcome}>
        <p className={lead}>{sessionTexts.home.lead}</p>
        <LoginForm
          pending={pending}
          error={error}
          lockedUntil={lockedUntil}
          onSubmit={submit}
          registerHref={paths.register}
          forgotPasswordHref={paths.forgotPassword}
        />
      </PageSection>
      <div className={side}>
        <Suspense fallback={<TickerSlot />}>
          <AnnouncementTickerHost loadsNews />
        </Suspense>
        <PromotionPanel
          periods={promotionPeriods(setting)}
          loading={promotionLoading}
          openPeriod={openPeriod}
          depositHref={paths.auth.deposit}
        />
        <Suspense fallback={null}>
          <PublicWithdrawHost />
        </Suspense>
      </div>
    </div>
  )
}

export default HomeScreen
