import { providerPageOf } from "../domain/game"

/**
 * The file a prerendered path is kept under in dist/prerendered/ (the build writes it, the server
 * answers it): "/" is "index", "/login" "login", "/auth/settings/change-password"
 * "auth.settings.change-password".
 */
export const prerenderedPageName = (path: string): string =>
  path === "/" ? "index" : path.slice(1).split("/").join(".")

/**
 * The one frame every provider's games screen is answered with (#30): its address names the
 * provider, which the frame's first-paint fill reads (provider-frame-fill.ts). With an underscore,
 * so no address the server answers a page of its own for (letters, digits and "-") names this file,
 * on a file system that ignores case too.
 */
export const PROVIDER_FRAME_NAME = "auth.games._provider"

/** The prerendered page answered for `path`, if the build made one: a provider's frame, or its own. */
export const servedPageName = (path: string): string =>
  providerPageOf(path) === null ? prerenderedPageName(path) : PROVIDER_FRAME_NAME
