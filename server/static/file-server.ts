import { createReadStream, type Stats } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { pipeline, Transform } from "node:stream"
import { byteRangeOf } from "./byte-range"
import { contentTypeOf, isCompressible } from "./content-types"
import { chooseEncoding, compressedOnce, type Encoding } from "./encoding"

// Sends one file: content type, cache policy, a weak ETag (304 on a match), and br/gzip when
// the client accepts it: a precompressed sibling (file.br, file.gz) if the build made one,
// otherwise compressed on the fly once and kept in memory.

export interface FileAnswer {
  readonly cacheControl: string
  readonly headers: Readonly<Record<string, string>>
}

export const statFile = async (path: string): Promise<Stats | null> => {
  try {
    const found = await stat(path)
    return found.isFile() ? found : null
  } catch {
    return null
  }
}

const SUFFIX: Readonly<Record<Encoding, string>> = { br: ".br", gzip: ".gz" }

/** A weak ETag from the file's size and time; `variant` sets apart answers rewritten from one file. */
export const etagOf = (stats: Stats, variant?: string): string =>
  `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${variant === undefined ? "" : `-${variant}`}"`

/** Lets `expected` bytes through and fails at their end when fewer came. */
const exactly = (expected: number): Transform => {
  let passed = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length
      done(null, chunk)
    },
    flush(done) {
      done(passed < expected ? new Error(`the file shrank while it was sent: ${passed} of ${expected} bytes`) : null)
    }
  })
}

/**
 * Sends bytes `start`..`end` (inclusive) of `file`, which the answer's Content-Length announced.
 * The file may change while it is sent (an operator editing brands.json, a deploy copying over
 * dist/): reading on to its new end would put the surplus on a kept-alive connection, where the
 * client reads it as the start of its next answer ("Parse Error: Expected HTTP/"), so the read
 * stops at `end`; a file that shrank, or a read that failed, ends the connection, so the client
 * sees a broken answer instead of waiting for bytes that never come. A client that goes away
 * closes the file.
 */
const sendBytes = (res: ServerResponse, file: string, start: number, end: number): void => {
  if (end < start) {
    res.end()
    return
  }
  // A failure has destroyed every stream of the pipeline, the response's connection with them.
  pipeline(createReadStream(file, { start, end }), exactly(end - start + 1), res, () => undefined)
}

/** True when the file exists and was answered; false to let the caller fall back. */
export const sendFile = async (
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  answer: FileAnswer
): Promise<boolean> => {
  const stats = await statFile(file)
  if (stats === null) return false
  const etag = etagOf(stats)
  const compressible = isCompressible(file)
  const headers: Record<string, string> = {
    ...answer.headers,
    "Content-Type": contentTypeOf(file),
    "Cache-Control": answer.cacheControl,
    ETag: etag,
    "Last-Modified": stats.mtime.toUTCString(),
    ...(compressible ? { Vary: "Accept-Encoding" } : {})
  }
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers)
    res.end()
    return true
  }
  const encoding = compressible ? chooseEncoding(req.headers["accept-encoding"]) : null
  const head = req.method === "HEAD"
  if (encoding === null) {
    // Videos (the movie page) play and seek by ranges; any file sent as it is may be asked so.
    const range = compressible ? null : byteRangeOf(req.headers.range, stats.size)
    if (range === "unsatisfiable") {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${stats.size}` })
      res.end()
      return true
    }
    if (range !== null) {
      res.writeHead(206, {
        ...headers,
        "Accept-Ranges": "bytes",
        "Content-Range": `bytes ${range.start}-${range.end}/${stats.size}`,
        "Content-Length": String(range.end - range.start + 1)
      })
      if (head) res.end()
      else sendBytes(res, file, range.start, range.end)
      return true
    }
    res.writeHead(200, {
      ...headers,
      ...(compressible ? {} : { "Accept-Ranges": "bytes" }),
      "Content-Length": String(stats.size)
    })
    if (head) res.end()
    else sendBytes(res, file, 0, stats.size - 1)
    return true
  }
  const precompressed = await statFile(file + SUFFIX[encoding])
  if (precompressed !== null) {
    res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": String(precompressed.size) })
    if (head) res.end()
    else sendBytes(res, file + SUFFIX[encoding], 0, precompressed.size - 1)
    return true
  }
  const body = await compressedOnce(`${file}:${stats.mtimeMs}`, await readFile(file), encoding)
  res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": String(body.length) })
  res.end(head ? undefined : body)
  return true
}
