import { request } from "node:http"
import { gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { login, start } from "./server-harness"

// #16: a provider's 500 games are 84 kB of JSON, 0.4 s on a phone's slow 4G; the reference API
// compresses large answers for a client that accepts it, as the static files are.

interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
  readonly bytes: Buffer
}

/** One request through node:http, which (unlike fetch) leaves the body as it came over the wire. */
const raw = (
  server: RunningServer,
  method: string,
  path: string,
  headers: Readonly<Record<string, string>>,
  body?: unknown
): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })

const gamesOf = (json: unknown): number => {
  if (typeof json !== "object" || json === null || !("data" in json)) return -1
  const data = json.data
  if (typeof data !== "object" || data === null || !("games" in data)) return -1
  return Array.isArray(data.games) ? data.games.length : -1
}

describe("large API answers are compressed (#16)", () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await start()
    token = await login(server)
  })
  afterAll(() => server.close())

  const providerGames = (acceptEncoding: string | null) =>
    raw(
      server,
      "POST",
      "/api/auth/user/game/list",
      {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        ...(acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding })
      },
      { category: "slot", provider: "JK" }
    )

  it("gzips the 500-game provider's list for a client that accepts gzip, to a fraction of its size", async () => {
    const plain = await providerGames(null)
    const zipped = await providerGames("gzip")
    expect(zipped.status).toBe(200)
    expect(zipped.headers["content-encoding"]).toBe("gzip")
    expect(zipped.headers["vary"]).toBe("Accept-Encoding")
    expect(Number(zipped.headers["content-length"])).toBe(zipped.bytes.length)
    expect(gamesOf(JSON.parse(gunzipSync(zipped.bytes).toString("utf8")))).toBe(500)
    expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 5)
  })

  it("answers plain JSON to a client that sends no Accept-Encoding or refuses every coding", async () => {
    for (const accept of [null, "identity", "gzip;q=0, br;q=0"]) {
      const answer = await providerGames(accept)
      expect(answer.headers["content-encoding"]).toBeUndefined()
      expect(gamesOf(JSON.parse(answer.bytes.toString("utf8")))).toBe(500)
    }
  })

  it("leaves a small answer uncompressed", async () => {
    const answer = await raw(
      server,
      "POST",
      "/api/auth/login",
      {
        "content-type": "application/json",
        "accept-encoding": "gzip, br"
      },
      { username: "demo", password: "nope" }
    )
    expect(answer.bytes.length).toBeLessThan(1_024)
    expect(answer.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(answer.bytes.toString("utf8"))).toMatchObject({ success: false })
  })
})
