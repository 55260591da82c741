import { StrictMode } from "react"
import { prerenderToNodeStream } from "react-dom/static"
import { NoCurrentUser } from "./events/session/events"
import { makeAppRuntime } from "./runtime/app-runtime"
import { commandEngine } from "./runtime/command-engine"
import { createEventStore } from "./runtime/event-store"
import { liveServices } from "./runtime/live-services"
import { App } from "./routes/app"
import { DEFAULT_BRAND } from "./domain/brands"
import { pageTitle } from "./routes/use-page-title"
import { sessionTexts } from "./ui/session/texts"
import { promotionTexts } from "./ui/promotion/texts"
import { contactTexts } from "./ui/contact/texts"
import { registerTexts } from "./ui/register/texts"
import { forgotPasswordTexts } from "./ui/session/forgot-password-texts"
import { PLAYER_FRAME_PAGES } from "./first-paint/player-frame-pages"
import { playerFrameState } from "./events/shell/player-frame"
import { prerenderedPageName, servedPageName } from "./first-paint/page-name"

export { PLAYER_FRAME_GATE_SCRIPT } from "./first-paint/frame-gate"

// The build's second entry point (vite.config.ts runs it in Node after the client build): a guest's
// first pages, and the frame of every player screen (#30), as HTML, so their first paint needs no
// JavaScript. The client then hydrates them (src/app-main.tsx).

export interface PrerenderedPage {
  /** Where the page is drawn. */
  readonly path: string
  /**
   * The route it is answered for (the root's data-prerendered, which the app matches the address
   * against before adopting the page): `path`, or a pattern for the one provider frame.
   */
  readonly route: string
  /** dist/prerendered/NAME.html, served for `path` by the reference server (servedPageName). */
  readonly name: string
  readonly title: string
  /**
   * "guest": the page as a guest sees it. "player": a player screen's frame (#30), the top and
   * bottom bars and the screen with nothing of the player's yet, as a returning player's page
   * first renders while the stored session is read; the page's gate keeps it from anyone else.
   */
  readonly visitor: "guest" | "player"
}

const guestPage = (path: string, title: string): PrerenderedPage => ({
  path,
  route: path,
  name: prerenderedPageName(path),
  title,
  visitor: "guest"
})

export const PRERENDERED_PAGES: ReadonlyArray<PrerenderedPage> = [
  guestPage("/", sessionTexts.pageNames.home),
  guestPage("/login", sessionTexts.pageNames.login),
  guestPage("/promotion", promotionTexts.pageName),
  guestPage("/contact", contactTexts.pageNames.contact),
  guestPage("/register", registerTexts.pageName),
  guestPage("/forgot-password", forgotPasswordTexts.pageName),
  ...PLAYER_FRAME_PAGES.map(({ path, route, title }): PrerenderedPage => ({
    path,
    route: route ?? path,
    name: servedPageName(path),
    title,
    visitor: "player"
  }))
]

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString("utf8")
}

/**
 * A page with the default brand, as the browser first renders it before any answer: a guest's, or a
 * player screen's frame (the state `playerFrameState` gives, which the client hydrates from).
 */
export const renderPage = async (page: PrerenderedPage): Promise<{ readonly html: string; readonly title: string }> => {
  // The default brand's only: the server answers these pages to that brand's hosts alone (#32).
  const brand = DEFAULT_BRAND
  const store = createEventStore()
  if (page.visitor === "guest") store.dispatch(NoCurrentUser.make({}))
  const frame = page.visitor === "player" ? playerFrameState(store.getState()) : null
  // Commands start in effects, which a prerender never runs: these layers are never built.
  const runtime = makeAppRuntime(
    liveServices({ apiBaseUrl: "", socketUrl: "", chatScriptUrl: "", hostname: "", userAgent: "" }),
    store
  )
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App
          context={{
            store,
            commands: commandEngine(runtime),
            brand,
            ...(frame === null ? {} : { getHydrationState: () => frame })
          }}
          location={page.path}
        />
      </StrictMode>
    )
    return { html: await streamToString(prelude), title: pageTitle(page.title, brand.name) }
  } finally {
    await runtime.dispose()
  }
}
