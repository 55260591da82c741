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

/** A route's screen, loaded with its own chunk (code split by route). */
export const lazyScreen = <T extends ComponentType>(load: () => Promise<{ readonly default: T }>) =>
  lazy(() => withChunkTimeout(load))
