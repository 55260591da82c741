import type { IncomingMessage, ServerResponse } from "node:http"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { chooseEncoding } from "../static/encoding"

// JSON answers of the API and the dev API: never cached (a balance, a token), always UTF-8, never
// sniffed as something else, and no full URL leaked in a Referer from them.

export const API_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin"
}

/**
 * Answers from this size on are compressed for a client that accepts it: a provider's 500 games are
 * 84 kB of JSON, 0.4 s on a phone's slow 4G, and 8 kB compressed (#16). Smaller ones are not worth it.
 */
export const COMPRESS_JSON_FROM_BYTES = 1_024

/** Fast settings: an answer is compressed once per request, not cached as a file is. */
const compressJson = (data: Buffer, encoding: "br" | "gzip"): Buffer =>
  encoding === "br"
    ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(data, { level: 6 })

/** A JSON answer; compressed when it is large and the request's Accept-Encoding (if given) allows it. */
export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
  acceptEncoding?: string
): void => {
  const data = Buffer.from(JSON.stringify(body), "utf8")
  const large = data.length >= COMPRESS_JSON_FROM_BYTES
  const encoding = large && acceptEncoding !== undefined ? chooseEncoding(acceptEncoding) : null
  const sent = encoding === null ? data : compressJson(data, encoding)
  res.writeHead(status, {
    ...headers,
    ...API_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": sent.length,
    ...(large ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding === null ? {} : { "Content-Encoding": encoding })
  })
  res.end(sent)
}

export interface ErrorBody {
  readonly success: false
  readonly message: string
  readonly code?: string | number
}

export const errorBody = (message: string, code?: string | number): ErrorBody =>
  code === undefined ? { success: false, message } : { success: false, message, code }

export const sendError = (res: ServerResponse, status: number, message: string, code?: string | number): void =>
  sendJson(res, status, errorBody(message, code))

export const sendNoContent = (res: ServerResponse): void => {
  res.writeHead(204, API_HEADERS)
  res.end()
}

/** How long a refused request may still drain before its socket is destroyed. */
const LINGER_MS = 1_000

/**
 * Answers a request whose body was not read to its end (too large, stalled) and closes its
 * connection: the rest of the body cannot be told from a next request. The socket is ended after
 * the answer, not destroyed at once: a close with unread bytes pending sends a TCP reset, which
 * can discard the answer before the client reads it.
 */
export const sendErrorAndClose = (req: IncomingMessage, res: ServerResponse, status: number, message: string): void => {
  res.setHeader("Connection", "close")
  res.once("finish", () => {
    req.resume()
    req.socket.end()
    setTimeout(() => req.socket.destroy(), LINGER_MS).unref()
  })
  sendError(res, status, message)
}
