// When the first screen of the visit is on screen (#16): on a guest's page that the browser draws
// (not prerendered: registration, promotions, scores, contact), the entry point (app-main.tsx)
// loads the Effect runtime only then, so its download and evaluation never hold up the screen's
// own chunk and first render. Every screen names itself (usePageTitle) once it has rendered, which
// is the moment marked.

let markShown: () => void = () => undefined

/** Resolves once a route's screen has committed its first render. */
export const screenShown: Promise<void> = new Promise((resolve) => {
  markShown = resolve
})

/** Called when a screen has rendered; later calls change nothing. */
export const markScreenShown = (): void => markShown()
