import { expect, type Page, type WebSocketRoute } from "@playwright/test"

// The page's Socket.IO connection, passed through Playwright (page.routeWebSocket) so that a test
// can drop it, as a lost mobile connection or a server restart would, and refuse new ones for a
// while. Install it before the page opens the socket (before login).

export interface SocketProxy {
  /** Connections that reached the server so far. */
  readonly connected: () => number
  /** Connection attempts refused so far. */
  readonly refused: () => number
  /** Drops every open connection, on both sides. */
  readonly drop: () => Promise<void>
  /** While on, every new connection attempt is closed at once without reaching the server. */
  readonly refuse: (on: boolean) => void
}

export const proxySocket = async (page: Page): Promise<SocketProxy> => {
  const open: Array<{ readonly client: WebSocketRoute; readonly server: WebSocketRoute }> = []
  let refusing = false
  let connected = 0
  let refused = 0
  await page.routeWebSocket(/\/socket\.io\//, async (client) => {
    if (refusing) {
      refused += 1
      // A mocked socket counts as open and its close alone fires no 'error', so Socket.IO would
      // wait for its 20 s connect timeout. A frame Engine.IO cannot parse fails the attempt at once,
      // as a server that is down does: the client then retries after its reconnection delay.
      client.send("refused")
      await client.close({ code: 1011, reason: "refused by the fault matrix" })
      return
    }
    const server = client.connectToServer()
    connected += 1
    open.push({ client, server })
  })
  return {
    connected: () => connected,
    refused: () => refused,
    drop: async () => {
      for (const { client, server } of open.splice(0)) {
        await server.close({ code: 1001, reason: "dropped by the fault matrix" }).catch(() => undefined)
        await client.close({ code: 1001, reason: "dropped by the fault matrix" }).catch(() => undefined)
      }
    },
    refuse: (on) => {
      refusing = on
    }
  }
}

/** How far each step of `stepTheClock` moves the page's clock. */
export const CLOCK_STEP_MS = 1_000

/**
 * Socket.IO waits between reconnection attempts on the page's timers (1 s, then up to 5 s: RT-05).
 * With the page's clock installed, a test moves it on a second at a time instead of waiting the
 * delays out; an attempt the step lets out is answered (refused or taken) before the next step.
 */
export const stepTheClock = async (page: Page, socket: SocketProxy): Promise<void> => {
  const seen = () => socket.connected() + socket.refused()
  const before = seen()
  await page.clock.runFor(CLOCK_STEP_MS)
  // An attempt the step let out reaches the proxy within a moment; none may have been due.
  await expect
    .poll(seen, { timeout: 500, intervals: [50] })
    .toBeGreaterThan(before)
    .catch(() => undefined)
}

/** Steps the clock until the socket has connected `count` times in all, for at most `withinMs`. */
export const reconnectWithin = async (page: Page, socket: SocketProxy, count: number, withinMs: number) => {
  for (let waited = 0; socket.connected() < count && waited <= withinMs; waited += CLOCK_STEP_MS) {
    await stepTheClock(page, socket)
  }
  // An attempt the last step let out may take a moment more to reach the proxy on a busy machine;
  // the wait is short beside the reconnection's delays (1 s, then up to 5 s), so it lets out no
  // attempt of its own as the page's clock runs on.
  await expect
    .poll(socket.connected, {
      message: `the socket reconnected within ${withinMs} ms on the page's clock`,
      timeout: 1_000,
      intervals: [50]
    })
    .toBe(count)
}
