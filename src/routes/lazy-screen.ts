import { lazy, type ComponentType } from "react"
import { CHUNK_LOAD_TIMEOUT_MS } from "../domain/constants"

/** The message of a screen's code that could not load (ERR-16, AMB-38). */
export const CHUNK_LOAD_FAILED = "Loading chunk failed"

export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError"
  constructor(cause: unknown) {
    super(CHUNK_LOAD_FAILED, { cause })
  }
}

/** Gives up on an import after `timeoutMs` (ERR-17) and names any failure ChunkLoadError. */
export const withChunkTimeout = <T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`no answer in ${timeoutMs} ms`))), timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        console.error(CHUNK_LOAD_FAILED, error)
        reject(new ChunkLoadError(error))
      }
    )
  })

/** The browser's connection as the retry needs it; the window's in the app, a stand-in in tests. */
export interface ConnectionWatch {
  readonly isOffline: () => boolean
  /** Resolves the next time the browser is back online. */
  readonly backOnline: () => Promise<void>
}

const browserConnection: ConnectionWatch = {
  isOffline: () => typeof navigator !== "undefined" && !navigator.onLine,
  backOnline: () => new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }))
}

/**
 * Loads a chunk; if that failed because the browser was offline, waits until it is back online and
 * tries once more (#9), as the toast library's loader does, instead of leaving the screen failed for
 * the rest of the visit. The offline banner says meanwhile why nothing shows. Any other failure (a
 * deploy removed the chunk) goes to the error boundary, which offers a reload.
 */
export const loadRetryingWhenOnline = async <T>(
  load: () => Promise<T>,
  connection: ConnectionWatch = browserConnection,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS
): Promise<T> => {
  try {
    return await withChunkTimeout(load, timeoutMs)
  } catch (error) {
    if (!connection.isOffline()) throw error
    await connection.backOnline()
    return withChunkTimeout(load, timeoutMs)
  }
}

/** A route's screen, loaded with its own chunk (code split by route). */
export const lazyScreen = <T extends ComponentType>(load: () => Promise<{ readonly default: T }>) =>
  lazy(() => loadRetryingWhenOnline(load))
