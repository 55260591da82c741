import { startTransition, StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { deferredCommandRunner } from "./runtime/react/command-runner"
import { createEventStore, type EventStore } from "./runtime/event-store"
import { App } from "./routes/app"
import { runningBrand } from "./domain/deployment"
import { withChunkTimeout } from "./routes/lazy-screen"
import { mayHoldSession } from "./services/session/session-keys"

declare global {
  interface Window {
    /** Development builds only: the live store, for the console (README "Developer tools"). */
    __memberSite?: { readonly store: EventStore }
  }
}

/** Lets the browser paint and answer input between two pieces of start-up work. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** Whether the session must be read before the first render (a dev scenario may script one). */
const mustRestoreFirst = (): boolean =>
  mayHoldSession(() => window.localStorage) ||
  (import.meta.env.DEV && new URLSearchParams(window.location.search).has("scenario"))

/**
 * The app, imported by the entry (src/main.tsx) once the page has painted. What it imports is what a
 * page needs to render and hydrate: React, the router, the store and the screens. The Effect runtime with the services and commands (src/start-runtime.ts)
 * loads beside it, so a guest's prerendered page becomes interactive without waiting for it.
 */
const start = async (root: HTMLElement) => {
  const brand = runningBrand(window.location.hostname)
  document.documentElement.style.setProperty("--brand-colour", brand.themeColour)
  const store = createEventStore()
  if (import.meta.env.DEV) window.__memberSite = { store }
  // Evaluating effect, building the runtime and running its first commands are separate tasks, so
  // none of them holds the main thread long (Total Blocking Time, README "Performance").
  const starting = withChunkTimeout(() => import("./start-runtime")).then(async ({ startRuntime }) => {
    await nextTask()
    const started = await startRuntime(store)
    await nextTask()
    return started
  })
  const commands = deferredCommandRunner(starting.then((started) => started.commands))
  // A stored session is read before the first render, so the guards never see a false "guest".
  // If the runtime cannot load, the page still renders: the error boundary offers a reload.
  let loggedIn = false
  if (mustRestoreFirst()) {
    loggedIn = await starting
      .then((started) => started.restoreSession())
      .catch((error: unknown) => {
        // No session could be read: the visitor is a guest (a runtime that never loaded is shown by
        // the error boundary).
        console.error("the stored session could not be restored", error)
        store.dispatch({ _tag: "NoCurrentUser" })
        return false
      })
  } else store.dispatch({ _tag: "NoCurrentUser" })
  // The build prerendered this page for a guest of the default brand (src/prerender.tsx): when
  // that is who is here, React adopts the HTML already on screen instead of painting it again.
  const prerendered =
    root.dataset["prerendered"] === window.location.pathname && !loggedIn && brand === runningBrand("")
  const hydrationState = store.getState()
  const app = (
    <StrictMode>
      <App
        context={
          prerendered ? { store, commands, brand, getHydrationState: () => hydrationState } : { store, commands, brand }
        }
      />
    </StrictMode>
  )
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (a phone's taps and scrolls stay answered).
  startTransition(() => {
    if (prerendered) hydrateRoot(root, app)
    else {
      root.replaceChildren()
      createRoot(root).render(app)
    }
  })
  // Started, not awaited: its failures are events (the banners show them), never a rejection.
  commands.start((catalogue) => catalogue.loadStartData(loggedIn))
}

const root = document.getElementById("root")
if (root !== null && window.__appCannotStart !== true) void start(root)
