// Login sessions (#31): a token ends 7 days after its last use (idle) and 30 days after its login
// (absolute), whichever comes first; logout, a password change (the player's other sessions) and
// /__dev/reset end them at once. A token that never ended was a key that, once copied, opened the
// account for good. An ended token answers as an unknown one: a 401, which the app answers by
// logging out. Memory is bounded: ended sessions are swept as logins come, and a player keeps at
// most MAX_PER_ACCOUNT sessions (past it, that player's oldest login ends, no one else's).

const DAY_MS = 24 * 60 * 60 * 1000

export interface SessionLifetimes {
  /** How long a session lives unused (default 7 days). */
  readonly idleMs: number
  /** How long a session lives after its login however much it is used (default 30 days). */
  readonly absoluteMs: number
}

export const DEFAULT_SESSION_LIFETIMES: SessionLifetimes = { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS }

interface Session {
  readonly username: string
  readonly loggedInAt: number
  usedAt: number
}

export class SessionStore {
  /** Far more devices than a player has; a script logging in without end is held here. */
  static readonly MAX_PER_ACCOUNT = 100

  /** token → session, in login order: the first is the one that ends first by the absolute limit. */
  private readonly sessions = new Map<string, Session>()
  /** username → that player's tokens, in login order. */
  private readonly byPlayer = new Map<string, Set<string>>()

  constructor(
    private readonly now: () => number,
    private readonly lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES
  ) {}

  /** A new session of the player; returns its token. May end sessions (ended ones, the player's oldest past the cap). */
  issue(username: string): string {
    const now = this.now()
    this.sweep(now)
    const token = crypto.randomUUID()
    this.sessions.set(token, { username, loggedInAt: now, usedAt: now })
    const tokens = this.byPlayer.get(username) ?? new Set<string>()
    this.byPlayer.set(username, tokens.add(token))
    for (const oldest of tokens) {
      if (tokens.size <= SessionStore.MAX_PER_ACCOUNT) break
      this.remove(oldest)
    }
    return token
  }

  /**
   * The player of a live token, marking it used now (a session in use is not idle); undefined for
   * an unknown, removed or ended one (an ended one is removed here).
   */
  usernameOf(token: string): string | undefined {
    const session = this.sessions.get(token)
    if (session === undefined) return undefined
    const now = this.now()
    if (this.hasEnded(session, now)) {
      this.remove(token)
      return undefined
    }
    session.usedAt = now
    return session.username
  }

  /** Ends one session; false when the token was not a live one. */
  remove(token: string): boolean {
    const session = this.sessions.get(token)
    if (session === undefined) return false
    this.sessions.delete(token)
    const tokens = this.byPlayer.get(session.username)
    tokens?.delete(token)
    if (tokens?.size === 0) this.byPlayer.delete(session.username)
    return true
  }

  /** The player's tokens but `keep` (a password change ends the others). */
  tokensOf(username: string, keep: string | null): ReadonlyArray<string> {
    return [...(this.byPlayer.get(username) ?? [])].filter((token) => token !== keep)
  }

  /** Ends every session; returns the tokens that were live, so their sockets can be closed. */
  clear(): ReadonlyArray<string> {
    const tokens = [...this.sessions.keys()]
    this.sessions.clear()
    this.byPlayer.clear()
    return tokens
  }

  get size(): number {
    return this.sessions.size
  }

  private hasEnded(session: Session, now: number): boolean {
    return now - session.usedAt >= this.lifetimes.idleMs || now - session.loggedInAt >= this.lifetimes.absoluteMs
  }

  /**
   * Removes ended sessions from the front (the oldest logins) until one still lives: every session
   * leaves by the absolute limit at the latest; an idle one before that when it is next asked for.
   */
  private sweep(now: number): void {
    for (const [token, session] of this.sessions) {
      if (!this.hasEnded(session, now)) break
      this.remove(token)
    }
  }
}
