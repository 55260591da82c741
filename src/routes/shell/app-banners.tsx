import { useSyncExternalStore } from "react"
import { unsupportedBrowser, type DetectedBrowser } from "../../domain/browser-support"
import { selectMaintenance, selectNetworkUnstable, selectOnline } from "../../events/site/selectors"
import { useAppSelector } from "../../runtime/react/app-context"
import { Banner } from "../../ui/shell/banner"

let detected: { readonly browser: DetectedBrowser | null } | null = null

/** Read once in the browser. public/browser-check.js may already show the banner: never show two. */
const unsupportedHere = (): DetectedBrowser | null => {
  detected ??= {
    browser: document.getElementById("unsupported-browser") === null ? unsupportedBrowser(navigator.userAgent) : null
  }
  return detected.browser
}

const never = () => () => undefined

/** null on the server and while hydrating, so the first render matches the prerendered page. */
const useUnsupportedBrowser = (): DetectedBrowser | null => useSyncExternalStore(never, unsupportedHere, () => null)

/**
 * 'ไม่มีอินเทอร์เน็ต' while offline (COMPAT-11), the network flag (OPEN-44), and 'ไม่รองรับ' (COMPAT-01).
 * While the site is closed the maintenance page says why calls fail (#31): no network banner over it.
 */
export const AppBanners = () => {
  const online = useAppSelector(selectOnline)
  const maintenance = useAppSelector(selectMaintenance)
  const networkUnstable = useAppSelector(selectNetworkUnstable) && !maintenance
  const unsupported = useUnsupportedBrowser()
  return (
    <>
      {unsupported !== null ? (
        <Banner kind="unsupported" detail={`${unsupported.name} ${unsupported.version}`} />
      ) : null}
      {!online ? <Banner kind="offline" /> : networkUnstable ? <Banner kind="network" /> : null}
    </>
  )
}
