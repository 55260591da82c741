import { NotFound } from "../../ui/not-found"
import { pageNames } from "../page-names"
import { usePageTitle } from "../use-page-title"

/** /404: 'ไม่พบหน้าที่คุณต้องการ' and a link to the dashboard (ROUTE-37, UI-10, AMB-03). */
export const NotFoundScreen = () => {
  usePageTitle(pageNames.notFound)
  return <NotFound />
}
