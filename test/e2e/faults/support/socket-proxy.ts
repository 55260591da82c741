import type { Page, WebSocketRoute } from "@playwright/test"

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
