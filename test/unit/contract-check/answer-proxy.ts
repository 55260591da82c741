import { createServer, type IncomingMessage } from "node:http"

// A tiny HTTP proxy in front of the reference server: it forwards every call, records what was
// sent, and lets a test rewrite one answer (a number made a string) to play a broken API.

export interface SentCall {
  readonly method: string
  readonly path: string
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
}

export interface Rewrite {
  /** Whether this call's answer is the one to change. */
  readonly matches: (method: string, path: string) => boolean
  /** The answer to send instead: the JSON the server gave, changed. */
  readonly change: (json: unknown) => { readonly status?: number; readonly json: unknown }
}

export interface AnswerProxy {
  readonly url: string
  readonly sent: ReadonlyArray<SentCall>
  /** Every login token the server handed out through the proxy. */
  readonly tokens: ReadonlyArray<string>
  readonly close: () => Promise<void>
}

const readBody = async (req: IncomingMessage): Promise<Buffer> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return Buffer.concat(chunks)
}

const tokenIn = (json: unknown): string | null => {
  if (typeof json !== "object" || json === null || !("data" in json)) return null
  const data = json.data
  return typeof data === "object" && data !== null && "token" in data && typeof data.token === "string"
    ? data.token
    : null
}

export const startProxy = async (target: string, rewrites: ReadonlyArray<Rewrite> = []): Promise<AnswerProxy> => {
  const sent: Array<SentCall> = []
  const tokens: Array<string> = []
  const server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? "GET"
      const path = req.url ?? "/"
      sent.push({ method, path, headers: { ...req.headers } })
      const body = await readBody(req)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers.set(name, value)
      }
      const answer = await fetch(target + path, {
        method,
        headers,
        ...(body.length > 0 ? { body: body.toString("utf8") } : {})
      })
      const text = await answer.text()
      const json: unknown = text.length === 0 ? null : JSON.parse(text)
      const token = tokenIn(json)
      if (token !== null) tokens.push(token)
      const rewrite = rewrites.find((one) => one.matches(method, path))
      const changed = rewrite === undefined ? { status: answer.status, json } : rewrite.change(json)
      res.writeHead(changed.status ?? answer.status, { "content-type": "application/json" })
      res.end(JSON.stringify(changed.json))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    tokens,
    close: () => new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
