import { promotionPeriods } from "../../domain/promotion"
import { selectPromotionLoading, selectPromotionSetting } from "../../events/promotion/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { PromotionPanel } from "../../ui/promotion/promotion-panel"
import { useOpenBonusPeriod } from "../use-open-bonus-period"
import { paths } from "../paths"
import { usePageTitle } from "../use-page-title"
import { css } from "../../../styled-system/css"
import { promotionTexts } from "../../ui/promotion/texts"

const stack = css({ display: "grid", gap: "4" })
const heading = css({ fontSize: "xl", fontWeight: "bold", color: "paper", fontFamily: "body", lineHeight: "1.6" })

/** /promotion: the bonus panel from the public settings (ROUTE-34, PROMO, AMB-17). */
const PromotionScreen = () => {
  usePageTitle(promotionTexts.pageName)
  const setting = useAppSelector(selectPromotionSetting)
  const openPeriod = useOpenBonusPeriod(setting)
  const loading = useAppSelector(selectPromotionLoading)
  return (
    <div className={stack}>
      <h1 className={heading}>{promotionTexts.title}</h1>
      <PromotionPanel
        periods={promotionPeriods(setting)}
        loading={loading}
        openPeriod={openPeriod}
        depositHref={paths.auth.deposit}
      />
    </div>
  )
}

export default PromotionScreen
