import { APP_STYLESHEET_META } from "./app-stylesheet-meta"

// A prerendered page carries only the rules of what it shows at first (#30, vite.config.ts), so its
// HTML arrives in one round trip. The app's whole stylesheet is asked for once the page has painted
// (src/main.tsx), beside the app's code, and React renders nothing before it is there
// (src/app-main.tsx): a menu, a dialog or the next screen never shows unstyled. A page linking the
// stylesheet itself (the app's shell) has it already.

let loading: Promise<void> | undefined

/**
 * Loads the whole stylesheet the page names, once; settles when it has loaded, or failed to (the
 * page keeps its own rules, and the app still starts: a missing style is better than no app).
 */
export const appStylesheetLoaded = (page: Document): Promise<void> =>
  (loading ??= new Promise<void>((settle) => {
    const href = page.querySelector<HTMLMetaElement>(`meta[name="${APP_STYLESHEET_META}"]`)?.content
    if (href === undefined || href === "") return settle()
    page.head.append(
      Object.assign(page.createElement("link"), {
        rel: "stylesheet",
        href,
        onload: () => settle(),
        onerror: () => settle()
      })
    )
  }))
