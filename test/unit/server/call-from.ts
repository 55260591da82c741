import { request } from "node:http"
import type { RunningServer } from "../../../server/app"

// A call from a chosen loopback address (127.0.0.0/8 all reach a server on 127.0.0.1), so tests can
// be two clients at two addresses: the server counts req.socket.remoteAddress, nothing a client writes.

export interface AddressedCall {
  readonly status: number
  readonly json: unknown
  readonly headers: Readonly<Record<string, string | undefined>>
}

export interface AddressedOptions {
  readonly token?: string
  readonly body?: unknown
  /** The Idempotency-Key; by default a fresh one for a write, none for a GET. */
  readonly key?: string | null
  readonly headers?: Readonly<Record<string, string>>
}

const headerText = (value: string | ReadonlyArray<string> | undefined): string | undefined =>
  typeof value === "string" ? value : value?.join(", ")

export const callFrom = (
  server: RunningServer,
  from: string,
  method: string,
  path: string,
  options: AddressedOptions = {}
): Promise<AddressedCall> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url)
    const headers: Record<string, string> = { "content-type": "application/json" }
    if (options.token !== undefined) headers["authorization"] = `Bearer ${options.token}`
    const key = options.key === undefined ? (method === "GET" ? null : crypto.randomUUID()) : options.key
    if (key !== null) headers["idempotency-key"] = key
    Object.assign(headers, options.headers)
    const req = request({ host: url.hostname, port: url.port, path, method, localAddress: from, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8")
        const shown: Record<string, string | undefined> = {}
        for (const [name, value] of Object.entries(res.headers)) shown[name] = headerText(value)
        resolve({ status: res.statusCode ?? 0, json: text === "" ? null : JSON.parse(text), headers: shown })
      })
    })
    req.on("error", reject)
    req.end(options.body === undefined ? undefined : JSON.stringify(options.body))
  })

/** The `data` of an envelope, or undefined. */
export const dataOf = (json: unknown): unknown =>
  typeof json === "object" && json !== null && "data" in json ? json.data : undefined

/** A string field of an object, or undefined. */
export const fieldOf = (value: unknown, name: string): string | undefined => {
  if (typeof value !== "object" || value === null || !(name in value)) return undefined
  const field: unknown = Reflect.get(value, name)
  return typeof field === "string" ? field : undefined
}
