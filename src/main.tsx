import "./index.css"
import type { Layer } from "effect"
import { StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { restoreSession } from "./runtime/commands/session"
import { loadStartData } from "./runtime/commands/bootstrap"
import { makeAppRuntime, type AppServices } from "./runtime/app-runtime"
import { createEventStore, type EventStore } from "./runtime/event-store"
import { liveServices } from "./runtime/live-services"
import { App } from "./routes/app"
import { deployment, runningBrand } from "./routes/deployment"

declare global {
  interface Window {
    /** Development builds only: the live store, for the console (README "Developer tools"). */
    __memberSite?: { readonly store: EventStore }
  }
}

/**
 * The services: live, or in development builds a named scenario of test layers (?scenario=NAME).
 * The scenario module is imported inside `if (import.meta.env.DEV)`, so production drops it.
 */
const services = async (): Promise<Layer.Layer<AppServices>> => {
  if (import.meta.env.DEV) {
    const name = new URLSearchParams(window.location.search).get("scenario")
    if (name !== null) {
      const { scenarioServices } = await import("./runtime/scenarios/scenario-registry")
      const scenario = scenarioServices(name)
      if (scenario !== null) return scenario
    }
  }
  return liveServices({
    apiBaseUrl: deployment.apiBaseUrl,
    socketUrl: deployment.socketUrl,
    chatScriptUrl: deployment.chatScriptUrl,
    hostname: window.location.hostname,
    userAgent: navigator.userAgent
  })
}

/** The entry point: the only place (besides tests) that builds the live services. */
const start = async (root: HTMLElement) => {
  const brand = runningBrand(window.location.hostname)
  document.documentElement.style.setProperty("--brand-colour", brand.themeColour)
  const store = createEventStore()
  if (import.meta.env.DEV) window.__memberSite = { store }
  const runtime = makeAppRuntime(await services(), store)
  // The session is restored before the first render, so the guards never see a false "guest".
  const loggedIn = await runtime.runPromise(restoreSession)
  // The build prerendered this page for a guest of the default brand (src/prerender.tsx): when
  // that is who is here, React adopts the HTML already on screen instead of painting it again.
  const prerendered =
    root.dataset["prerendered"] === window.location.pathname && !loggedIn && brand === runningBrand("")
  const hydrationState = store.getState()
  const app = (
    <StrictMode>
      <App context={prerendered ? { store, runtime, brand, getHydrationState: () => hydrationState } : { store, runtime, brand }} />
    </StrictMode>
  )
  if (prerendered) hydrateRoot(root, app)
  else {
    root.replaceChildren()
    createRoot(root).render(app)
  }
  runtime.runFork(loadStartData(loggedIn))
}

const root = document.getElementById("root")
if (root !== null && window.__appCannotStart !== true) void start(root)
