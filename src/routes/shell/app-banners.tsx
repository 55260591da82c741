import { unsupportedBrowser } from "../../domain/browser-support"
import { selectNetworkUnstable, selectOnline } from "../../events/selectors"
import { useAppSelector } from "../../runtime/react/use-app-selector"
import { Banner } from "../../ui/banner"

// public/browser-check.js may already show the banner (it runs before the bundle); never show two.
const unsupported = document.getElementById("unsupported-browser") === null ? unsupportedBrowser(navigator.userAgent) : null

/** 'ไม่มีอินเทอร์เน็ต' while offline (COMPAT-11), the network flag (OPEN-44), and 'ไม่รองรับ' (COMPAT-01). */
export const AppBanners = () => {
  const online = useAppSelector(selectOnline)
  const networkUnstable = useAppSelector(selectNetworkUnstable)
  return (
    <>
      {unsupported !== null ? <Banner kind="unsupported" detail={`${unsupported.name} ${unsupported.version}`} /> : null}
      {!online ? <Banner kind="offline" /> : networkUnstable ? <Banner kind="network" /> : null}
    </>
  )
}
