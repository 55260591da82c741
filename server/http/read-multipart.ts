import type { IncomingMessage } from "node:http"
import type { UploadedFile } from "../../src/services/contract"
import { readBytes, type BodyLimits, type BodyResult } from "./read-body"

// A small multipart/form-data reader (RFC 7578) for the one upload the API takes, the slip image:
// the whole body is read within its cap and deadline, then cut at the boundary. Only file parts
// (those with a filename) are kept, as `{ [field]: UploadedFile }`; the route's schema decodes that,
// so a missing field is the route's 400. Hand-written rather than a dependency: one file field,
// bodies of at most a few MB, no streaming to disk needed.

/** The slip's 10 MB and room for the part headers and boundaries around it. */
export const MAX_MULTIPART_BYTES = 10 * 1024 * 1024 + 64 * 1024

const CRLF = Buffer.from("\r\n")
const HEADERS_END = Buffer.from("\r\n\r\n")

/** The boundary of a multipart/form-data Content-Type, or null for any other type (a 415). */
export const boundaryOf = (contentType: string | undefined): string | null => {
  if (contentType === undefined) return null
  const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim())
  if (mediaType.toLowerCase() !== "multipart/form-data") return null
  for (const parameter of parameters) {
    const at = parameter.indexOf("=")
    if (parameter.slice(0, at).trim().toLowerCase() !== "boundary") continue
    const boundary = parameter
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1")
    return /^[0-9A-Za-z'()+_,\-./:=? ]{1,70}$/.test(boundary) ? boundary : null
  }
  return null
}

export const acceptsMultipartBody = (req: IncomingMessage): boolean => boundaryOf(req.headers["content-type"]) !== null

/** One header's parameter (`name="slip"`) from a Content-Disposition line. */
const dispositionParameter = (disposition: string, name: string): string | null => {
  const match = new RegExp(`;\\s*${name}="([^"]*)"`, "i").exec(disposition)
  return match?.[1] ?? null
}

const headersOf = (block: string): ReadonlyMap<string, string> => {
  const headers = new Map<string, string>()
  for (const line of block.split("\r\n")) {
    const colon = line.indexOf(":")
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

/** The file parts of a multipart body by field name, or null when the body is not well formed. */
export const parseMultipart = (body: Buffer, boundary: string): Record<string, UploadedFile> | null => {
  const delimiter = Buffer.from(`--${boundary}`)
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`)
  const files: Record<string, UploadedFile> = {}
  // The first delimiter may follow a preamble; every later one is preceded by CRLF.
  let at = body.indexOf(delimiter)
  if (at === -1) return null
  at += delimiter.length
  for (;;) {
    if (body.subarray(at, at + 2).toString("latin1") === "--") return files
    if (!body.subarray(at, at + 2).equals(CRLF)) return null
    const headersEnd = body.indexOf(HEADERS_END, at + 2)
    if (headersEnd === -1) return null
    const headers = headersOf(body.subarray(at + 2, headersEnd).toString("utf8"))
    const contentStart = headersEnd + HEADERS_END.length
    const contentEnd = body.indexOf(nextDelimiter, contentStart)
    if (contentEnd === -1) return null
    const disposition = headers.get("content-disposition") ?? ""
    if (!/^form-data\b/i.test(disposition)) return null
    const field = dispositionParameter(disposition, "name")
    const filename = dispositionParameter(disposition, "filename")
    if (field === null) return null
    if (filename !== null) {
      files[field] = {
        filename,
        contentType: headers.get("content-type") ?? "application/octet-stream",
        bytes: body.subarray(contentStart, contentEnd)
      }
    }
    at = contentEnd + nextDelimiter.length
  }
}

export const readMultipartBody = async (req: IncomingMessage, limits: BodyLimits): Promise<BodyResult> => {
  const boundary = boundaryOf(req.headers["content-type"])
  if (boundary === null) return { _tag: "Malformed" }
  const read = await readBytes(req, { ...limits, maxBytes: MAX_MULTIPART_BYTES })
  if (read._tag !== "Bytes") return read
  const files = parseMultipart(read.bytes, boundary)
  return files === null ? { _tag: "Malformed" } : { _tag: "Read", value: files }
}
