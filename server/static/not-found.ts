import { readFile } from "node:fs/promises"
import type { IncomingMessage, ServerResponse } from "node:http"
import { BASE_SECURITY_HEADERS } from "./security-headers"

// The two ways a missing path is answered (#9). A person's path (a typo, a stale link, an odd
// `//host` or `/x.png` or `/login%00`) gets the app's own Thai not-found screen: the SPA shell with
// status 404, whose router shows 'ไม่พบหน้าที่คุณต้องการ' (its `*` route goes to /404 inside the
// app, never off the origin). A missing file of the build or the server's folders gets a bare 404
// in a few bytes: a script or stylesheet loader only needs the failure (app-load-failure.ts shows
// the notice), and an HTML page there would be refused by nosniff anyway.

const MISSING_FILE = "ไม่พบไฟล์ที่ร้องขอ"

export const sendMissingFile = (res: ServerResponse): void => {
  res.writeHead(404, {
    ...BASE_SECURITY_HEADERS,
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-cache"
  })
  res.end(MISSING_FILE)
}

/** The app's shell (`indexFile`) with status 404 and the page's headers, or false when it is not built. */
export const sendNotFoundPage = async (
  req: IncomingMessage,
  res: ServerResponse,
  indexFile: string,
  headers: Readonly<Record<string, string>>,
  /** The host's brand in the page (server/brands/brand-page.ts). */
  rewrite: (html: string) => string = (html) => html
): Promise<boolean> => {
  let page: Buffer
  try {
    page = Buffer.from(rewrite(await readFile(indexFile, "utf8")))
  } catch {
    return false
  }
  res.writeHead(404, {
    ...headers,
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    "Content-Length": String(page.length)
  })
  res.end(req.method === "HEAD" ? undefined : page)
  return true
}
