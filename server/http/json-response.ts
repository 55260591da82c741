import type { IncomingMessage, ServerResponse } from "node:http"

// JSON answers of the API and the dev API: never cached (a balance, a token), always UTF-8, never
// sniffed as something else, and no full URL leaked in a Referer from them.

export const API_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin"
}

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {}
): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    ...API_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text)
  })
  res.end(text)
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
