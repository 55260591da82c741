import { request } from "node:http"
import type { RunningServer } from "../../../server/app"

// A raw GET, so the path and the Host are sent exactly as written (fetch would normalise `..` and
// never lets a caller set Host), with the body as bytes (a page, a picture).

export interface RawAnswer {
  readonly status: number
  readonly headers: Record<string, string | string[] | undefined>
  readonly body: Buffer
}

export const rawGet = (server: RunningServer, path: string, headers: Record<string, string> = {}) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const url = new URL(server.url)
    const req = request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on("error", reject)
    req.end()
  })
