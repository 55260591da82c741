import { BrowserRouter, StaticRouter, useLocation } from "react-router-dom"
import { type PickCommand, type AppContextValue, useScreenCommand } from "../runtime/react/app-context"
import { SwitchableAppProvider } from "../runtime/react/replay-switch"
import { LinkComponentContext } from "../ui/link"
import { AppRoutes } from "./app-routes"
import { DevtoolsGate } from "./devtools/devtools-gate"
import { renderRouterLink } from "./router-link"
import { AppBanners } from "./shell/app-banners"
import { ErrorBoundary } from "./shell/error-boundary"
import { RuntimeHealth } from "./shell/runtime-health"
import { AppToaster } from "./shell/toaster"
import { useRouteFocus } from "./use-route-focus"

const watchConnectivity: PickCommand<void> = (commands) => commands.watchConnectivity
const followOtherTabs: PickCommand<void> = (commands) => commands.followOtherTabs
const keepShellSnapshot: PickCommand<void> = (commands) => commands.keepShellSnapshot
const watchForMaintenance: PickCommand<void> = (commands) => commands.watchForMaintenance

const Shell = () => {
  useScreenCommand(watchConnectivity)
  useScreenCommand(followOtherTabs)
  useScreenCommand(keepShellSnapshot)
  useScreenCommand(watchForMaintenance)
  const { pathname } = useLocation()
  useRouteFocus()
  return (
    <>
      <AppBanners />
      <ErrorBoundary resetKey={pathname}>
        <AppRoutes />
        {/* Inside the boundary: its lazy chunk failing must not take the page down with it. */}
        <DevtoolsGate />
        <RuntimeHealth />
      </ErrorBoundary>
      <AppToaster />
    </>
  )
}

/**
 * The whole app over a given store, runtime and brand (the entry point and tests build these).
 * With `location` it renders that one page without a browser: the build prerenders the public shell.
 * The developer panel may swap the store for a read-only replay store (replay-switch.tsx).
 */
export const App = ({ context, location }: { readonly context: AppContextValue; readonly location?: string }) => (
  <SwitchableAppProvider value={context}>
    <LinkComponentContext.Provider value={renderRouterLink}>
      {location === undefined ? (
        <BrowserRouter>
          <Shell />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <Shell />
        </StaticRouter>
      )}
    </LinkComponentContext.Provider>
  </SwitchableAppProvider>
)
