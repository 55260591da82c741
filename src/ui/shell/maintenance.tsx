import { StatusPage } from "../status-page"
import { shellTexts } from "./texts"

/** The maintenance page shown for every route while websiteStatus is MA (MA-01, MA-06, OPEN-57). */
export const Maintenance = () => (
  <StatusPage icon="tools" title={shellTexts.errors.maintenanceTitle}>
    <p>{shellTexts.errors.maintenanceBody}</p>
    <p>{shellTexts.errors.maintenanceThanks}</p>
  </StatusPage>
)
