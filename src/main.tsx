import "./index.css"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { restoreSession } from "./runtime/commands/session"
import { loadStartData } from "./runtime/commands/bootstrap"
import { makeAppRuntime } from "./runtime/app-runtime"
import { createEventStore } from "./runtime/event-store"
import { liveServices } from "./runtime/live-services"
import { App } from "./routes/app"
import { deployment, runningBrand } from "./routes/deployment"

/** The entry point: the only place (besides tests) that builds the live services. */
const start = async (root: HTMLElement) => {
  const brand = runningBrand(window.location.hostname)
  document.documentElement.style.setProperty("--brand-colour", brand.themeColour)
  const store = createEventStore()
  const runtime = makeAppRuntime(
    liveServices({
      apiBaseUrl: deployment.apiBaseUrl,
      socketUrl: deployment.socketUrl,
      chatScriptUrl: deployment.chatScriptUrl,
      hostname: window.location.hostname,
      userAgent: navigator.userAgent
    }),
    store
  )
  // The session is restored before the first render, so the guards never see a false "guest".
  const loggedIn = await runtime.runPromise(restoreSession)
  runtime.runFork(loadStartData(loggedIn))
  createRoot(root).render(
    <StrictMode>
      <App context={{ store, runtime, brand }} />
    </StrictMode>
  )
}

const root = document.getElementById("root")
if (root !== null && window.__appCannotStart !== true) void start(root)
