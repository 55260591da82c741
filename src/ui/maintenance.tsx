import { StatusPage } from "./status-page"
import { errorTexts } from "./texts/errors"

/** The maintenance page shown for every route while websiteStatus is MA (MA-01, MA-06, OPEN-57). */
export const Maintenance = () => (
  <StatusPage icon="tools" title={errorTexts.maintenanceTitle}>
    <p>{errorTexts.maintenanceBody}</p>
    <p>{errorTexts.maintenanceThanks}</p>
  </StatusPage>
)
