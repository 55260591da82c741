import type { ServerResponse } from "node:http"

// JSON answers of the API and the dev API: never cached, always UTF-8.

export const sendJson = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {}
): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff"
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
  res.writeHead(204, { "Cache-Control": "no-store" })
  res.end()
}
