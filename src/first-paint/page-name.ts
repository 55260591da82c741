/**
 * The file a prerendered path is kept under in dist/prerendered/ (the build writes it, the server
 * answers it): "/" is "index", "/login" "login", "/auth/settings/change-password"
 * "auth.settings.change-password".
 */
export const prerenderedPageName = (path: string): string =>
  path === "/" ? "index" : path.slice(1).split("/").join(".")
