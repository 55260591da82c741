import type { Brand } from "../../domain/brands"
import { exportRecording } from "../../events/log/export"
import type { Json } from "../../events/log/redact"
import type { AppContextValue } from "./app-context"
import { APP_VERSION } from "../../domain/constants"
import { logFileName } from "../../events/log/log-file"

// The redacted export of the live store (events/log/export.ts through the store), shared by the
// report action on the contact screens and the developer panel.

export interface LogExport {
  readonly fileName: string
  readonly document: Json
  readonly text: string
}

/** The store's kept log, Schema-encoded and redacted, with this build's meta. */
export const exportStoreLog = (store: AppContextValue["store"], brand: Brand, now: Date = new Date()): LogExport => {
  const document = exportRecording(store.getRecording(), {
    appVersion: APP_VERSION,
    brand: { clientId: brand.clientId, name: brand.name },
    userAgent: navigator.userAgent
  })
  return { fileName: logFileName(now), document, text: JSON.stringify(document, null, 2) }
}
