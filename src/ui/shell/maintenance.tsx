import type { ReactNode } from "react"
import { css } from "../../../styled-system/css"
import { Button } from "../button"
import { StatusPage } from "../status-page"
import { shellTexts } from "./texts"

const logoRow = css({ display: "flex", justifyContent: "center", paddingTop: "6" })
const actions = css({ display: "flex", flexDirection: "column", alignItems: "center", gap: "2" })
const note = css({ minHeight: "1.7em", fontSize: "sm", color: "muted" })
const contactSlot = css({ width: "100%", maxWidth: "20rem", marginX: "auto", marginTop: "2" })

export interface MaintenanceProps {
  /** The brand's logo (BrandLogo), above the page. */
  readonly logo: ReactNode
  /** The LINE contact, when the settings name one. */
  readonly contact: ReactNode
  /** A recheck is on its way: 'ลองใหม่' waits. */
  readonly checking: boolean
  /** The last 'ลองใหม่' found the site still closed: said calmly, in a polite live region. */
  readonly stillClosed: boolean
  readonly onRetry: () => void
}

/**
 * The maintenance page shown for every route while websiteStatus is MA (MA-01, MA-06, OPEN-57):
 * the brand, why, how to reach support, and 'ลองใหม่'; the page also rechecks by itself (#15).
 */
export const Maintenance = ({ logo, contact, checking, stillClosed, onRetry }: MaintenanceProps) => (
  <>
    <div className={logoRow}>{logo}</div>
    <StatusPage
      icon="tools"
      title={shellTexts.errors.maintenanceTitle}
      action={
        <div className={actions}>
          <Button onClick={onRetry} busy={checking}>
            {shellTexts.errors.maintenanceRetry}
          </Button>
          <p role="status" className={note}>
            {checking ? shellTexts.errors.maintenanceChecking : stillClosed ? shellTexts.errors.maintenanceStill : ""}
          </p>
          {contact === null ? null : <div className={contactSlot}>{contact}</div>}
        </div>
      }
    >
      <p>{shellTexts.errors.maintenanceBody}</p>
      <p>{shellTexts.errors.maintenanceAutoRetry}</p>
      <p>{shellTexts.errors.maintenanceThanks}</p>
    </StatusPage>
  </>
)
