import { createReadStream, type Stats } from "node:fs"
import { readFile, stat } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
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
      else createReadStream(file, { start: range.start, end: range.end }).pipe(res)
      return true
    }
    res.writeHead(200, {
      ...headers,
      ...(compressible ? {} : { "Accept-Ranges": "bytes" }),
      "Content-Length": String(stats.size)
    })
    if (head) res.end()
    else createReadStream(file).pipe(res)
    return true
  }
  const precompressed = await statFile(file + SUFFIX[encoding])
  if (precompressed !== null) {
    res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": String(precompressed.size) })
    if (head) res.end()
    else createReadStream(file + SUFFIX[encoding]).pipe(res)
    return true
  }
  const body = await compressedOnce(`${file}:${stats.mtimeMs}`, await readFile(file), encoding)
  res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": String(body.length) })
  res.end(head ? undefined : body)
  return true
}
