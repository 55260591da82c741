import { createHash } from "node:crypto"
import type { StoredSession } from "./store/store"

// Login sessions (#31): a token ends 7 days after its last use (idle) and 30 days after its login
// (absolute), whichever comes first; logout, a password change (the player's other sessions) and
// /__dev/reset end them at once. A token that never ended was a key that, once copied, opened the
// account for good. An ended token answers as an unknown one: a 401, which the app answers by
// logging out. Memory is bounded: ended sessions are swept as logins come, and a player keeps at
// most MAX_PER_ACCOUNT sessions (past it, that player's oldest login ends, no one else's).
// A session is known by its token's SHA-256 (its id), in memory and in the database (#31), so
// neither holds a token that opens an account; a token is random (122 bits), so a plain hash is
// enough: there is nothing to guess.

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

/** The id a token's session is kept under. */
export const sessionIdOf = (token: string): string => createHash("sha256").update(token).digest("hex")

/** Who hears of each session begun, used and ended (the database writes them through, #31). */
export interface SessionJournal {
  readonly begun: (session: StoredSession) => void
  readonly used: (id: string, at: number) => void
  readonly ended: (id: string) => void
}

const NO_JOURNAL: SessionJournal = { begun: () => {}, used: () => {}, ended: () => {} }

export class SessionStore {
  /** Far more devices than a player has; a script logging in without end is held here. */
  static readonly MAX_PER_ACCOUNT = 100

  /** session id → session, in login order: the first is the one that ends first by the absolute limit. */
  private readonly sessions = new Map<string, Session>()
  /** username → that player's session ids, in login order. */
  private readonly byPlayer = new Map<string, Set<string>>()

  constructor(
    private readonly now: () => number,
    private readonly lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
    private readonly journal: SessionJournal = NO_JOURNAL
  ) {}

  /** A new session of the player; returns its token. May end sessions (ended ones, the player's oldest past the cap). */
  issue(username: string): string {
    const now = this.now()
    this.sweep(now)
    const token = crypto.randomUUID()
    const id = sessionIdOf(token)
    this.insert(id, { username, loggedInAt: now, usedAt: now })
    this.journal.begun({ id, username, loggedInAt: now, usedAt: now })
    const ids = this.byPlayer.get(username)
    for (const oldest of ids ?? []) {
      if (ids === undefined || ids.size <= SessionStore.MAX_PER_ACCOUNT) break
      this.end(oldest)
    }
    return token
  }

  /** A session read back from the database at a start (#31), in login order: kept, not written again. */
  restore(session: StoredSession): void {
    this.insert(session.id, { username: session.username, loggedInAt: session.loggedInAt, usedAt: session.usedAt })
  }

  private insert(id: string, session: Session): void {
    this.sessions.set(id, session)
    const ids = this.byPlayer.get(session.username) ?? new Set<string>()
    this.byPlayer.set(session.username, ids.add(id))
  }

  /**
   * The player of a live token, marking it used now (a session in use is not idle); undefined for
   * an unknown, removed or ended one (an ended one is removed here).
   */
  usernameOf(token: string): string | undefined {
    const id = sessionIdOf(token)
    const session = this.sessions.get(id)
    if (session === undefined) return undefined
    const now = this.now()
    if (this.hasEnded(session, now)) {
      this.end(id)
      return undefined
    }
    if (session.usedAt !== now) {
      session.usedAt = now
      this.journal.used(id, now)
    }
    return session.username
  }

  /** Ends a token's session; false when the token was not a live one. */
  remove(token: string): boolean {
    return this.end(sessionIdOf(token))
  }

  /** Ends one session by its id; false when it was not a live one. */
  end(id: string): boolean {
    const session = this.sessions.get(id)
    if (session === undefined) return false
    this.sessions.delete(id)
    const ids = this.byPlayer.get(session.username)
    ids?.delete(id)
    if (ids?.size === 0) this.byPlayer.delete(session.username)
    this.journal.ended(id)
    return true
  }

  /** The ids of the player's sessions but the one of the token `keep` (a password change ends the others). */
  sessionIdsOf(username: string, keep: string | null): ReadonlyArray<string> {
    const kept = keep === null ? null : sessionIdOf(keep)
    return [...(this.byPlayer.get(username) ?? [])].filter((id) => id !== kept)
  }

  /**
   * Ends every session past its idle or absolute limit, wherever it stands in the login order (a
   * session is otherwise ended when next asked for: an open socket never asks); returns their ids,
   * so their sockets can be closed.
   */
  endExpired(): ReadonlyArray<string> {
    const now = this.now()
    const ended = [...this.sessions].filter(([, session]) => this.hasEnded(session, now)).map(([id]) => id)
    for (const id of ended) this.end(id)
    return ended
  }

  /** Ends every session; returns the ids that were live, so their sockets can be closed. */
  clear(): ReadonlyArray<string> {
    const ids = [...this.sessions.keys()]
    this.sessions.clear()
    this.byPlayer.clear()
    return ids
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
    for (const [id, session] of this.sessions) {
      if (!this.hasEnded(session, now)) break
      this.end(id)
    }
  }
}
