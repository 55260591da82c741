// A client that keeps its connections (a proxy's pool, a load balancer, Playwright's request
// context) must never send on a socket the server is closing at that moment: the request meets a
// TCP reset (ECONNRESET) and is lost. The server keeps an idle connection longer than the usual
// 60 s pool of the client in front of it, so the client always closes first. Node's default, 5 s,
// failed an e2e test whose login and logout took about five seconds between two API calls.
import { Agent, request } from "node:http"
import { afterAll, beforeAll, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { start } from "./server-harness"

/** Past Node's default keep-alive timeout (5 s; the socket closed by 7 s in a measurement), the one that raced. */
const IDLE_MS = 7_000

let server: RunningServer
beforeAll(async () => {
  server = await start()
})
afterAll(() => server.close())

/** A GET through `agent`, saying whether it went over a connection the agent already had. */
const getThrough = (agent: Agent, path: string) =>
  new Promise<{ readonly status: number; readonly reusedSocket: boolean }>((resolve, reject) => {
    const url = new URL(server.url)
    const req = request({ host: url.hostname, port: url.port, path, agent }, (res) => {
      res.resume()
      res.on("end", () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }))
    })
    req.on("error", reject)
    req.end()
  })

it("an idle kept-alive connection still carries the next request after 7 s (no ECONNRESET race at Node's 5 s default)", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const first = await getThrough(agent, "/api/setting")
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    const second = await getThrough(agent, "/api/setting")
    expect(first).toEqual({ status: 200, reusedSocket: false })
    expect(second, "the same connection, still open, answers").toEqual({ status: 200, reusedSocket: true })
  } finally {
    agent.destroy()
  }
}, 15_000)
