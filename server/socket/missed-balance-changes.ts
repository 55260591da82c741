// What a page may have missed before its socket joined its player's room. A page reads the balance
// over HTTP as it starts, and its socket joins the room later (the socket client loads after the
// first paint): a balance moved in between reached a room the page was not in yet, so it would show
// the old balance until something else made it read again. The server knows, per session, how many
// money changes the player had when that session last read its balance; a socket joining 'user'
// after more than that is told at once (`credit-changed` with kind MISSED_KIND), and the app reads
// the balance and its money lists again as for any change. A session that read the fresh balance is
// told nothing, so a login still reads the balance once (#29).

/** The `credit-changed` kind a joining socket hears when its session's last balance read is stale. */
export const MISSED_KIND = "missed-before-join"

export class MissedBalanceChanges {
  /** username → how many times the player's money moved since this server started. */
  private readonly changes = new Map<string, number>()
  /** session id → the player's count of changes when that session last read its balance. */
  private readonly reads = new Map<string, number>()

  /** The player's balance or money lists moved (every change their room hears of). */
  changed(username: string): void {
    this.changes.set(username, this.countOf(username) + 1)
  }

  /** The session was answered the player's balance as it is now. */
  balanceRead(sessionId: string, username: string): void {
    this.reads.set(sessionId, this.countOf(username))
  }

  /**
   * Whether the player's money moved after the session last read its balance. False for a session
   * that never read it: it has no balance to be stale, and its first read will be the fresh one.
   */
  missedBy(sessionId: string, username: string): boolean {
    const read = this.reads.get(sessionId)
    return read !== undefined && this.countOf(username) > read
  }

  /** The session ended (logout, age, a password change, a reset): nothing of it is kept. */
  forget(sessionId: string): void {
    this.reads.delete(sessionId)
  }

  private countOf(username: string): number {
    return this.changes.get(username) ?? 0
  }
}
