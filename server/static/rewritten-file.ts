import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { contentTypeOf } from "./content-types"
import { chooseEncoding, compressedOnce } from "./encoding"
import { etagOf, statFile, type FileAnswer } from "./file-server"

// A text file of the build sent with a change of its own per request (#15): a page with the head
// tags of the host's brand, the service worker with a test's deploy tag. `variant` names the change
// (the brand, the tag): it is part of the ETag and of the compressed copy's key, so two brands
// never share a cached answer.

export interface Rewrite {
  readonly variant: string
  readonly apply: (text: string) => string
}

/** True when the file exists and was answered. */
export const sendRewrittenFile = async (
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  answer: FileAnswer,
  rewrite: Rewrite
): Promise<boolean> => {
  const stats = await statFile(file)
  if (stats === null) return false
  const etag = etagOf(stats, rewrite.variant)
  const headers: Record<string, string> = {
    ...answer.headers,
    "Content-Type": contentTypeOf(file),
    "Cache-Control": answer.cacheControl,
    ETag: etag,
    "Last-Modified": stats.mtime.toUTCString(),
    Vary: "Accept-Encoding"
  }
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers)
    res.end()
    return true
  }
  const text = Buffer.from(rewrite.apply(await readFile(file, "utf8")))
  const encoding = chooseEncoding(req.headers["accept-encoding"])
  const body =
    encoding === null ? text : await compressedOnce(`${file}:${stats.mtimeMs}:${rewrite.variant}`, text, encoding)
  res.writeHead(200, {
    ...headers,
    ...(encoding === null ? {} : { "Content-Encoding": encoding }),
    "Content-Length": String(body.length)
  })
  res.end(req.method === "HEAD" ? undefined : body)
  return true
}
