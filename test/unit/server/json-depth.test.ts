// #31 a JSON body nested deeper than 64 arrays or objects is refused with a 400 before it is parsed:
// 200,000 nested arrays (400 kB, well under the 1 MB cap) used to reach the schema decoder's
// recursion and answer a 500 with a stack overflow.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { jsonDepthWithin, MAX_JSON_DEPTH } from "../../../server/http/json-depth"
import { call, login, start } from "./server-harness"

const INVALID = { success: false, message: "ข้อมูลที่ส่งมาไม่ถูกต้อง" }
const nested = (depth: number, open = "[", close = "]", inner = ""): string =>
  open.repeat(depth) + inner + close.repeat(depth)

const post = async (server: RunningServer, path: string, text: string, token?: string) => {
  const res = await fetch(server.url + path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` })
    },
    body: text,
    signal: AbortSignal.timeout(10_000)
  })
  return { status: res.status, json: JSON.parse(await res.text()) }
}

describe("#31 JSON depth limit", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("#31 a body of 200,000 nested arrays (or 100,000 objects) answers 400 with the Thai message, never a 500", async () => {
    const token = await login(server)
    const started = Date.now()
    // The idempotent writes (check-in, registration) used to overflow the stack fingerprinting it.
    for (const path of ["/api/auth/game/check-in", "/api/user/register", "/api/auth/login", "/__dev/operational"]) {
      expect(await post(server, path, nested(200_000), token), path).toEqual({ status: 400, json: INVALID })
    }
    const objects = nested(100_000, '{"a":', "}", "1")
    expect(await post(server, "/api/auth/reward", objects, token)).toEqual({ status: 400, json: INVALID })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(server.state.ledger.rowsOf("demo")).toEqual([])
  })

  it("#31 64 levels pass and 65 are refused; brackets inside strings, escaped quotes included, do not count", () => {
    expect(MAX_JSON_DEPTH).toBe(64)
    expect(jsonDepthWithin(nested(64), 64)).toBe(true)
    expect(jsonDepthWithin(nested(65), 64)).toBe(false)
    expect(jsonDepthWithin(`{"a":[{"b":${nested(61)}}]}`, 64)).toBe(true)
    expect(jsonDepthWithin(`{"a":[{"b":${nested(62)}}]}`, 64)).toBe(false)
    expect(jsonDepthWithin(JSON.stringify({ text: "[".repeat(1_000) }), 64)).toBe(true)
    expect(jsonDepthWithin(JSON.stringify({ text: '\\"' + "{".repeat(1_000) + '\\\\"' }), 64)).toBe(true)
    expect(jsonDepthWithin(`["\\\\", ${nested(64)}]`, 64)).toBe(false)
    expect(jsonDepthWithin("", 64)).toBe(true)
  })

  it("#31 a string full of brackets is an ordinary body: the login answers its usual refusal", async () => {
    const body = JSON.stringify({ username: "[".repeat(5_000) + '"{', password: "x" })
    const answer = await call(server, "POST", "/api/auth/login", { body: JSON.parse(body) })
    expect(answer.status).toBe(401)
  })
})
