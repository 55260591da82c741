// Component tests of a screen over scripted layers: the screen inside the app's
// providers (AppProvider over a fresh harness, the router's links, a MemoryRouter at `route`).
// Use in a jsdom test file (`// @vitest-environment jsdom`); screens are unmounted and their
// runtimes disposed after each test.
import { cleanup, render, type RenderResult } from "@testing-library/react"
import type { ReactElement } from "react"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { afterEach } from "vitest"
import { DEFAULT_BRAND, type Brand } from "../../src/domain/brands"
import { renderRouterLink } from "../../src/routes/router-link"
import { commandEngine } from "../../src/runtime/command-engine"
import { AppProvider, type AppMode } from "../../src/runtime/react/app-context"
import { LinkComponentContext } from "../../src/ui/link"
import { createAppHarness, type AppHarness, type HarnessOptions } from "./app-harness"

export interface RenderScreenOptions {
  /** The URL the router starts at (default "/"). */
  readonly route?: string
  /** A route pattern for the screen (e.g. "/auth/dashboard"); without it the screen renders at any URL. */
  readonly path?: string
  /** Default: the default brand (domain/brands.ts). */
  readonly brand?: Brand
  /** "replay" renders the screen as the developer panel's time travel does: commands do nothing. */
  readonly mode?: AppMode
}

export interface RenderedScreen extends RenderResult {
  /** The store, runtime, recorded calls and events behind the screen. */
  readonly harness: AppHarness
}

const mounted: Array<RenderedScreen> = []

afterEach(async () => {
  cleanup()
  await Promise.all(mounted.splice(0).map((screen) => screen.harness.dispose()))
})

/** Renders `screen` over a harness scripted by `options`. */
export const renderScreen = (
  screen: ReactElement,
  options: HarnessOptions = {},
  { route = "/", path, brand = DEFAULT_BRAND, mode = "live" }: RenderScreenOptions = {}
): RenderedScreen => {
  const harness = createAppHarness(options)
  const result = render(
    <AppProvider value={{ store: harness.store, commands: commandEngine(harness.runtime), brand, mode }}>
      <LinkComponentContext.Provider value={renderRouterLink}>
        <MemoryRouter initialEntries={[route]}>
          {path === undefined ? (
            screen
          ) : (
            <Routes>
              <Route path={path} element={screen} />
            </Routes>
          )}
        </MemoryRouter>
      </LinkComponentContext.Provider>
    </AppProvider>
  )
  const rendered: RenderedScreen = { ...result, harness }
  mounted.push(rendered)
  return rendered
}
