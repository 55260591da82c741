import type { IncomingMessage } from "node:http"

// Which request bodies a JSON route reads (#9 request hygiene). Only application/json, with at most
// a UTF-8 charset: the three types a cross-site form can send without a CORS preflight
// (text/plain, application/x-www-form-urlencoded, multipart/form-data) are refused, so a page on
// another site cannot post to the API (a login CSRF included), and a body is never guessed at.

const UTF8 = /^"?utf-8"?$/i

/** True when the Content-Type is application/json, bare or with `charset=utf-8`. */
export const isJsonContentType = (header: string): boolean => {
  const [mediaType = "", ...parameters] = header.split(";").map((part) => part.trim())
  if (mediaType.toLowerCase() !== "application/json") return false
  return parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=").map((part) => part.trim())
    return name.toLowerCase() === "charset" && UTF8.test(value)
  })
}

/** Whether the request carries a body at all (a length above 0, or a chunked one). */
const hasBody = (req: IncomingMessage): boolean =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? "0") > 0

/**
 * A JSON route takes a JSON body, or none at all: a write sent with nothing (check-in, logout)
 * needs no Content-Type, but any body must say it is JSON.
 */
export const acceptsJsonBody = (req: IncomingMessage): boolean => {
  const contentType = req.headers["content-type"]
  return contentType === undefined ? !hasBody(req) : isJsonContentType(contentType)
}
