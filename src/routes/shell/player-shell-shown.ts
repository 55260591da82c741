// When a returning player's shell has rendered from the device's snapshot (#16): the entry point
// (app-main.tsx) loads the Effect runtime only then, so its download and evaluation never compete
// with the first screen's paint.

let markShown: () => void = () => undefined

/** Resolves once the player layout has committed its first render. */
export const playerShellShown: Promise<void> = new Promise((resolve) => {
  markShown = resolve
})

/** Called by the player layout after its render is on screen; later calls change nothing. */
export const markPlayerShellShown = (): void => markShown()
