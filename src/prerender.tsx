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

// The build's second entry point (vite.config.ts runs it in Node after the client build): the
// public shell of a guest's first pages as HTML, so their first paint needs no JavaScript. The
// client then hydrates it (src/app-main.tsx).

export interface PrerenderedPage {
  readonly path: string
  /** dist/prerendered/NAME.html, served for `path` by the reference server. */
  readonly name: string
  readonly title: string
}

export const PRERENDERED_PAGES: ReadonlyArray<PrerenderedPage> = [
  { path: "/", name: "index", title: sessionTexts.pageNames.home },
  { path: "/login", name: "login", title: sessionTexts.pageNames.login },
  { path: "/promotion", name: "promotion", title: promotionTexts.pageName },
  { path: "/contact", name: "contact", title: contactTexts.pageNames.contact },
  { path: "/register", name: "register", title: registerTexts.pageName },
  { path: "/forgot-password", name: "forgot-password", title: forgotPasswordTexts.pageName }
]

const streamToString = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of stream) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks).toString("utf8")
}

/** A guest's page with the default brand, as the browser first renders it before any answer. */
export const renderPage = async (page: PrerenderedPage): Promise<{ readonly html: string; readonly title: string }> => {
  // The default brand's only: the server answers these pages to that brand's hosts alone (#32).
  const brand = DEFAULT_BRAND
  const store = createEventStore()
  store.dispatch(NoCurrentUser.make({}))
  // Commands start in effects, which a prerender never runs: these layers are never built.
  const runtime = makeAppRuntime(
    liveServices({ apiBaseUrl: "", socketUrl: "", chatScriptUrl: "", hostname: "", userAgent: "" }),
    store
  )
  try {
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App context={{ store, commands: commandEngine(runtime), brand }} location={page.path} />
      </StrictMode>
    )
    return { html: await streamToString(prelude), title: pageTitle(page.title, brand.name) }
  } finally {
    await runtime.dispose()
  }
}
