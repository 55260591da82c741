import { NotFound } from "../../ui/shell/not-found"
import { usePageTitle } from "../use-page-title"
import { shellTexts } from "../../ui/shell/texts"

/** /404: 'ไม่พบหน้าที่คุณต้องการ' and a link to the dashboard (ROUTE-37, UI-10, AMB-03). */
export const NotFoundScreen = () => {
  usePageTitle(shellTexts.pageNames.notFound)
  return <NotFound />
}
