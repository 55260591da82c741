import { Context, Layer } from "effect"

/** Where the app runs and whom it talks to. Built once by the entry point from the page and env. */
export interface AppConfigShape {
  /** The REST API's base URL; "" means the page's own origin. */
  readonly apiBaseUrl: string
  /** The socket.io host; "" means the page's own origin. */
  readonly socketUrl: string
  /** The live chat provider's script (per brand host; a local stand-in in the reference setup). */
  readonly chatScriptUrl: string
  readonly hostname: string
  readonly userAgent: string
}

export class AppConfig extends Context.Tag("app/AppConfig")<AppConfig, AppConfigShape>() {
  static readonly layer = (config: AppConfigShape) => Layer.succeed(AppConfig, config)
}
