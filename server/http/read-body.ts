import type { IncomingMessage } from "node:http"
import { jsonDepthWithin, MAX_JSON_DEPTH } from "./json-depth"

// Reads a request body as JSON, within a size cap and a deadline. An empty body is `undefined`
// (check-in sends none, CHECKIN-05); one nested deeper than 64 levels is malformed (json-depth.ts).
// A body that stalls (slowloris, a dead phone network) is given up after `timeoutMs` in all, not
// per chunk, so a client dripping a byte now and then cannot hold the request open either.

export const MAX_BODY_BYTES = 1_000_000
export const DEFAULT_BODY_TIMEOUT_MS = 10_000

export interface BodyLimits {
  readonly timeoutMs: number
  readonly maxBytes?: number
}

export type BodyResult =
  | { readonly _tag: "Read"; readonly value: unknown }
  | { readonly _tag: "TooLarge" }
  | { readonly _tag: "Malformed" }
  | { readonly _tag: "TimedOut" }

/** The body of a request that carries none (GET). */
export const NO_BODY: BodyResult = { _tag: "Read", value: undefined }

/** The raw bytes of a body, or why they were not all read. */
export type BytesResult =
  { readonly _tag: "Bytes"; readonly bytes: Buffer } | { readonly _tag: "TooLarge" | "TimedOut" }

/** Reads a body's bytes within the size cap and the deadline (JSON and multipart bodies alike). */
export const readBytes = (req: IncomingMessage, limits: BodyLimits): Promise<BytesResult> =>
  new Promise((resolve, reject) => {
    const maxBytes = limits.maxBytes ?? MAX_BODY_BYTES
    const chunks: Array<Buffer> = []
    let size = 0
    const stop = (): void => {
      clearTimeout(timer)
      req.off("data", onData)
      req.off("end", onEnd)
      req.off("error", onError)
    }
    const finish = (result: BytesResult): void => {
      stop()
      // Stop reading what is left: the caller answers and closes the connection (closeAfterAnswer).
      if (result._tag !== "Bytes") req.pause()
      resolve(result)
    }
    const onData = (chunk: Buffer): void => {
      size += chunk.length
      if (size > maxBytes) finish({ _tag: "TooLarge" })
      else chunks.push(chunk)
    }
    const onEnd = (): void => finish({ _tag: "Bytes", bytes: Buffer.concat(chunks) })
    const onError = (error: Error): void => {
      stop()
      reject(error)
    }
    const timer = setTimeout(() => finish({ _tag: "TimedOut" }), limits.timeoutMs)
    req.on("data", onData)
    req.on("end", onEnd)
    req.on("error", onError)
  })

const parse = (text: string): BodyResult => {
  if (text.trim() === "") return { _tag: "Read", value: undefined }
  // Too deep to walk safely after parsing (json-depth.ts): refused as malformed, a 400.
  if (!jsonDepthWithin(text, MAX_JSON_DEPTH)) return { _tag: "Malformed" }
  try {
    const value: unknown = JSON.parse(text)
    return { _tag: "Read", value }
  } catch {
    return { _tag: "Malformed" }
  }
}

export const readJsonBody = async (req: IncomingMessage, limits: BodyLimits): Promise<BodyResult> => {
  const read = await readBytes(req, limits)
  return read._tag === "Bytes" ? parse(read.bytes.toString("utf8")) : read
}
