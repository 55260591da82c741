import { promotionPeriods } from "../../domain/promotion"
import { selectPromotionLoading, selectPromotionSetting } from "../../events/promotion/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { PromotionPanel } from "../../ui/promotion/promotion-panel"
import { usePageTitle } from "../use-page-title"
import { promotionTexts } from "../../ui/promotion/texts"

/** /promotion: the bonus panel from the public settings (ROUTE-34, PROMO, AMB-17). */
const PromotionScreen = () => {
  usePageTitle(promotionTexts.pageName)
  const setting = useAppSelector(selectPromotionSetting)
  const loading = useAppSelector(selectPromotionLoading)
  return <PromotionPanel periods={promotionPeriods(setting)} loading={loading} />
}

export default PromotionScreen
