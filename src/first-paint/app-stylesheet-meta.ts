/**
 * The name of the `<meta>` by which a prerendered page gives the address of the app's whole
 * stylesheet (#30): the page itself carries only the rules its first paint needs (vite.config.ts).
 * A file of its own, so the build reads it without the loader's DOM code.
 */
export const APP_STYLESHEET_META = "app-stylesheet"
