import { version } from "../../package.json"

/** The app's version (package.json), written into exported logs and bug reports. */
export const APP_VERSION: string = version
