// When the visit's first screen has rendered (#16). The entry point (app-main.tsx) loads the Effect
// runtime only after that moment, so its download and evaluation never hold up the first paint:
// - a returning player's shell, drawn from the device's snapshot: the player layout marks it;
// - a guest's page the browser draws (not prerendered: an inviter's link, scores, /ma, /404): every
//   screen names itself (usePageTitle) once it has rendered, which marks it.

interface Moment {
  /** Resolves at the first mark. */
  readonly reached: Promise<void>
  /** Marks the moment; later calls change nothing. */
  readonly mark: () => void
}

const moment = (): Moment => {
  let mark: () => void = () => undefined
  const reached = new Promise<void>((resolve) => {
    mark = resolve
  })
  return { reached, mark }
}

const playerShell = moment()
const screen = moment()

/** Resolves once the player layout has committed its first render. */
export const playerShellShown: Promise<void> = playerShell.reached
/** Called by the player layout after its render is on screen. */
export const markPlayerShellShown = (): void => playerShell.mark()

/** Resolves once a route's screen has committed its first render. */
export const screenShown: Promise<void> = screen.reached
/** Called when a screen has rendered. */
export const markScreenShown = (): void => screen.mark()
