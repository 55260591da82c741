import { expect, type APIRequestContext } from "@playwright/test"

// The reference server's test-only control API (server/README.md, "Test-only control API").

export interface Fault {
  readonly path: string
  readonly method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE" | "HEAD"
  readonly status: number
  readonly times?: number
  readonly delayMs?: number
  readonly body?: unknown
}

export interface SocketLogEntry {
  readonly event: "connect" | "join-room" | "leave-room" | "disconnect"
  readonly room: string | null
  readonly username: string
  readonly at: number
}

const SOCKET_EVENTS: ReadonlyArray<unknown> = ["connect", "join-room", "leave-room", "disconnect"]

const isSocketLogEntry = (value: unknown): value is SocketLogEntry =>
  typeof value === "object" &&
  value !== null &&
  "event" in value &&
  SOCKET_EVENTS.includes(value.event) &&
  "room" in value &&
  (value.room === null || typeof value.room === "string") &&
  "username" in value &&
  typeof value.username === "string"

export class DevApi {
  constructor(private readonly request: APIRequestContext) {}

  private async change(name: string, data?: unknown): Promise<void> {
    // Always JSON: the server refuses a control POST of any other type, or of none (#31).
    const response = await this.request.post(`/__dev/${name}`, { data: data ?? {} })
    expect(response.status(), `POST /__dev/${name} ${JSON.stringify(data ?? null)}`).toBe(204)
  }

  /** Seed data, website OPEN, no faults, empty socket log. */
  reset(): Promise<void> {
    return this.change("reset")
  }

  setWebsiteStatus(websiteStatus: "MA" | "OPEN"): Promise<void> {
    return this.change("operational", { websiteStatus })
  }

  /** The next `times` (default 1) matching calls answer `status`/`body` instead of the real answer. */
  injectFault(fault: Fault): Promise<void> {
    return this.change("faults", fault)
  }

  emitOnlineCount(count: number): Promise<void> {
    return this.change("online-count", { count })
  }

  async socketLog(): Promise<ReadonlyArray<SocketLogEntry>> {
    const response = await this.request.get("/__dev/socket-log")
    expect(response.ok()).toBe(true)
    const entries: unknown = await response.json()
    expect(Array.isArray(entries)).toBe(true)
    return Array.isArray(entries) ? entries.filter(isSocketLogEntry) : []
  }
}
