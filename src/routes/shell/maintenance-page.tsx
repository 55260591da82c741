import { useState } from "react"
import { lineProfileUrl } from "../../domain/contact"
import { selectLineIds } from "../../events/site/selectors"
import {
  type PickCommand,
  useBrand,
  useCommand,
  useScreenCommand,
  useAppSelector
} from "../../runtime/react/app-context"
import { ContactCard } from "../../ui/contact/contact-card"
import { Background } from "../../ui/shell/background"
import { BrandLogo } from "../../ui/shell/brand-logo"
import { Maintenance } from "../../ui/shell/maintenance"
import { MAIN_ID } from "../../ui/skip-link"
import { contactTexts } from "../../ui/contact/texts"
import { shellTexts } from "../../ui/shell/texts"
import { useConfigurationImage } from "../use-configuration-image"
import { usePageTitle } from "../use-page-title"

// Module constants: a stable pick keeps the watch running across renders.
const watchOperation: PickCommand<void> = (commands) => commands.watchOperation
const recheckOperation: PickCommand<boolean> = (commands) => commands.recheckOperation

/**
 * The maintenance page (MA-01..MA-06, OPEN-57, #15): the brand's logo, the LINE contact and
 * 'ลองใหม่'. While it is shown the site's status is asked again every 30 s; when the site reopens
 * the gate lets the player back in by itself. Leaving the page interrupts the watch.
 */
const MaintenancePage = () => {
  usePageTitle(shellTexts.pageNames.maintenance)
  const brand = useBrand()
  const logoUrl = useConfigurationImage("home.normal.logo")
  const lineIds = useAppSelector(selectLineIds)
  const run = useCommand()
  const [checking, setChecking] = useState(false)
  const [stillClosed, setStillClosed] = useState(false)
  useScreenCommand(watchOperation)
  const retry = () => {
    setChecking(true)
    setStillClosed(false)
    void run(recheckOperation).then((closed) => {
      setChecking(false)
      setStillClosed(closed)
    })
  }
  const lineId = lineIds?.main ?? ""
  return (
    <>
      <Background imageUrl={null} />
      {/* The page's one landmark: everything on it sits in main (#15, axe). */}
      <main id={MAIN_ID} tabIndex={-1}>
        <Maintenance
          logo={<BrandLogo logoUrl={logoUrl} brandName={brand.name} href={null} height={64} />}
          contact={
            lineId.length > 0 ? (
              <ContactCard label={contactTexts.main} lineId={lineId} url={lineProfileUrl(lineId)} />
            ) : null
          }
          checking={checking}
          stillClosed={stillClosed}
          onRetry={retry}
        />
      </main>
    </>
  )
}

export default MaintenancePage
