// What the socket server received, for tests (GET /__dev/socket-log); cleared by /__dev/reset.

export interface SocketLogEntry {
  readonly event: "connect" | "join-room" | "leave-room" | "disconnect"
  readonly room: string | null
  readonly username: string
  readonly at: number
}

const MAX_ENTRIES = 500

export class SocketLog {
  private list: Array<SocketLogEntry> = []

  add(entry: SocketLogEntry): void {
    this.list.push(entry)
    if (this.list.length > MAX_ENTRIES) this.list = this.list.slice(-MAX_ENTRIES)
  }

  entries(): ReadonlyArray<SocketLogEntry> {
    return [...this.list]
  }

  clear(): void {
    this.list = []
  }
}
