import { startTransition, StrictMode } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { matchPath } from "react-router-dom"
import { deferredCommandRunner } from "./runtime/react/app-context"
import { createEventStore, type EventStore } from "./runtime/event-store"
import { App } from "./routes/app"
import { DEFAULT_BRAND, DEFAULT_BRAND_ID, type Brand } from "./domain/brands"
import { servedBrand } from "./domain/deployment"
import { brandColourProperties } from "./domain/inline-brand"
import { withChunkTimeout } from "./routes/lazy-screen"
import { mayHoldSession } from "./services/session/session-keys"
import { preloadFirstPaintPicture, storedShellSnapshot } from "./returning-player"
import { playerShellShown, screenShown } from "./routes/first-screen-shown"
import type { ShellSnapshot } from "./domain/shell-snapshot"
import { playerFrameState } from "./events/shell/player-frame"
import { appStylesheetLoaded } from "./first-paint/app-stylesheet"

declare global {
  interface Window {
    /** Development builds only: the live store, for the console (docs/developer-tools.md). */
    __memberSite?: { readonly store: EventStore }
  }
}

/** Lets the browser paint and answer input between two pieces of start-up work. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/** A dev scenario (`?scenario=` in development) scripts its own session. */
const isDevScenario = (): boolean => import.meta.env.DEV && new URLSearchParams(window.location.search).has("scenario")

/** Whether the session must be read before the first render (a dev scenario may script one). */
const mustRestoreFirst = (): boolean => mayHoldSession(() => window.localStorage) || isDevScenario()

/**
 * A returning player's shell snapshot (#16), if the storage may hold a session and one decodes for
 * its player: the page then renders from it at once and reads the session after its first paint.
 * A dev scenario scripts its own session, so it always waits for the runtime.
 */
const returningPlayer = (): ShellSnapshot | null =>
  isDevScenario() ? null : storedShellSnapshot(() => window.localStorage)

/** How long the runtime waits for the first screen to show at most (a page that never shows it). */
const SHOWN_WAIT_MS = 3_000

/** `shown` has happened and the browser has painted it (or the wait is over). */
const painted = (shown: Promise<void>): Promise<void> =>
  Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, SHOWN_WAIT_MS))]).then(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0))
        // A tab in the background paints no frame.
        setTimeout(resolve, 100)
      })
  )

/**
 * Whether the build prerendered this page for the default brand (src/prerender.tsx): the route it
 * was drawn for is this path's (a path, or the pattern of the one frame every provider's games
 * are answered with).
 */
const prerenderedHere = (root: HTMLElement, brand: Brand): boolean => {
  const route = root.dataset["prerendered"]
  return (
    route !== undefined && matchPath(route, window.location.pathname) !== null && brand.clientId === DEFAULT_BRAND_ID
  )
}

/** Whether the page is a player screen's prerendered frame (#30), not a guest's page. */
const isPlayerFrame = (root: HTMLElement): boolean => root.dataset["playerFrame"] !== undefined

/**
 * The brand the page was served as (#32). Vite's dev server writes none into its pages, so in
 * development the brand is looked up in /brands.json (with the `?brand=` preview); a production
 * page without brand data (a static host) is the default brand's.
 */
const brandOfPage = async (): Promise<Brand> => {
  const served = servedBrand(document)
  if (served !== null) return served
  if (import.meta.env.DEV) {
    const { developmentBrand } = await import("./services/brands/development-brand")
    return developmentBrand(window.location)
  }
  return DEFAULT_BRAND
}

/**
 * The app, imported by the entry (src/main.tsx) once the page has painted. What it imports is what a
 * page needs to render and hydrate: React, the router, the store and the screens. The Effect runtime with the services and commands (src/start-runtime.ts)
 * loads beside it, so a guest's prerendered page becomes interactive without waiting for it.
 */
const start = async (root: HTMLElement) => {
  const brand = await brandOfPage()
  // The server wrote both into the page already; a page without brand data gets them here.
  for (const [name, value] of brandColourProperties(brand)) document.documentElement.style.setProperty(name, value)
  document.documentElement.dataset["brand"] = brand.clientId
  const store = createEventStore()
  if (import.meta.env.DEV) window.__memberSite = { store }
  // What a player screen's frame was prerendered from (#30): the store's first state, a player
  // whose session is being read and of whom nothing is known yet.
  const frameState = playerFrameState(store.getState())
  const snapshot = returningPlayer()
  // The returning player's shell renders from the snapshot, marked stale, before any of the runtime;
  // its largest picture is asked for now, while the screen's code loads.
  if (snapshot !== null) {
    preloadFirstPaintPicture(snapshot, window.location, document)
    store.dispatch({ _tag: "ShellSnapshotRestored", snapshot })
  }
  // Evaluating effect, building the runtime and running its first commands are separate tasks, so
  // none of them holds the main thread long (Total Blocking Time, docs/performance.md). For a
  // returning player they start only once the snapshot's shell is on screen; for a guest on a page
  // the browser draws (not prerendered), once its screen is. A stored session (read before the
  // first render) and a prerendered page (on screen already) start them at once.
  const restoreFirst = snapshot === null && mustRestoreFirst()
  const prerendered = prerenderedHere(root, brand)
  const runtimeMayStart =
    snapshot !== null
      ? painted(playerShellShown)
      : restoreFirst || (prerendered && !isPlayerFrame(root))
        ? Promise.resolve()
        : painted(screenShown)
  const starting = runtimeMayStart
    .then(() => withChunkTimeout(() => import("./start-runtime")))
    .then(async ({ startRuntime }) => {
      await nextTask()
      const started = await startRuntime(store)
      await nextTask()
      return started
    })
  /** Reads the stored session into the store; a failure to read it leaves a guest. */
  const restore = () =>
    starting
      .then((started) => started.restoreSession())
      .catch((error: unknown) => {
        // No session could be read: the visitor is a guest (a runtime that never loaded is shown by
        // the error boundary).
        console.error("the stored session could not be restored", error)
        store.dispatch({ _tag: "NoCurrentUser" })
        return false
      })
  // Without a snapshot a stored session is read before the first render, so the guards never see a
  // false "guest"; with one, after the first paint, and no command runs before it is read (the
  // commands wait for the session, so nothing acts on the snapshot's stale data).
  // If the runtime cannot load, the page still renders: the error boundary offers a reload.
  let loggedIn = false
  let restored = Promise.resolve()
  if (snapshot !== null)
    restored = restore().then((player) => {
      loggedIn = player
    })
  else if (restoreFirst) loggedIn = await restore()
  else store.dispatch({ _tag: "NoCurrentUser" })
  const commands = deferredCommandRunner(restored.then(() => starting).then((started) => started.commands))
  // The build prerendered this page for the default brand (src/prerender.tsx): a guest's page, or
  // a player screen's frame (#30). When that is who is here (a guest; a returning player with the
  // snapshot), React adopts the HTML already on screen instead of painting it again, from the state
  // it was rendered from; the store's own state (the snapshot's name and balance) follows at once.
  const adopted = !prerendered
    ? null
    : isPlayerFrame(root)
      ? snapshot === null
        ? null
        : frameState
      : loggedIn || snapshot !== null
        ? null
        : store.getState()
  const app = (
    <StrictMode>
      <App
        context={
          adopted === null ? { store, commands, brand } : { store, commands, brand, getHydrationState: () => adopted }
        }
      />
    </StrictMode>
  )
  // A prerendered page painted with its own rules only: nothing renders before the whole stylesheet
  // (asked for by the entry after the paint) is there.
  await appStylesheetLoaded(document)
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (a phone's taps and scrolls stay answered).
  startTransition(() => {
    if (adopted !== null) hydrateRoot(root, app)
    else {
      // A frame shown to no returning player was hidden by its gate; the page is drawn afresh.
      delete root.dataset["playerFrame"]
      root.replaceChildren()
      createRoot(root).render(app)
    }
  })
  // Started, not awaited: its failures are events (the banners show them), never a rejection.
  commands.start((catalogue) => catalogue.loadStartData(loggedIn))
}

const root = document.getElementById("root")
// Evaluating this module's graph (React, the router, the store, the screens) is one task, the start
// another: on a guest's page they held the main thread 63–88 ms at full speed together (TBT).
if (root !== null && window.__appCannotStart !== true) void nextTask().then(() => start(root))
