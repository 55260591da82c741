// #32 contract:check bounds every call by --timeout: an API that never answers fails its rows
// with "no answer: timed out after N ms" (exit 1) instead of hanging.
import { createServer, type Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoArgs, runCheck } from "./run-check"

describe("contract:check against an API that never answers (#32)", () => {
  const sockets: Array<Socket> = []
  // Accepts connections and reads requests, but never writes a byte back.
  const silent = createServer((socket) => {
    sockets.push(socket)
    socket.resume()
  })
  let url = ""
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const address = silent.address()
    url = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`
  })
  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise<void>((resolve) => silent.close(() => resolve()))
  })

  it("#32 each call gives up after --timeout ms; the login fails so the session's rows are skipped", async () => {
    const run = await runCheck([...demoArgs(url), "--timeout", "150"])
    expect(run.code).toBe(1)
    expect(run.out).toContain("FAIL  POST  /api/auth/login  no answer: timed out after 150 ms")
    expect(run.out).toContain("skip  GET   /api/auth/user/detail/:uuid  no session: the login failed")
  })
})
