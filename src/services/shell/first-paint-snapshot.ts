import { decodeShellSnapshot, type ShellSnapshot } from "../../domain/shell-snapshot"
import { SHELL_SNAPSHOT_KEY } from "./shell-snapshot-key"

// The shell snapshot read before the runtime loads (#16), so without effect: the hand-written decoder
// of domain/shell-snapshot.ts. Anything that does not decode, or belongs to another player than the
// stored session's, is removed and ignored; the page then waits for the runtime as before.

/**
 * The snapshot of `username` (the stored session's, services/session/session-keys.ts), or null,
 * removing one that cannot be used. Never throws.
 */
export const readFirstPaintSnapshot = (storage: () => Storage, username: string | null): ShellSnapshot | null => {
  try {
    const held = storage()
    const raw = held.getItem(SHELL_SNAPSHOT_KEY)
    if (raw === null) return null
    const snapshot = decodeShellSnapshot(raw)
    if (snapshot !== null && username !== null && snapshot.username === username) return snapshot
    held.removeItem(SHELL_SNAPSHOT_KEY)
    return null
  } catch {
    // Storage disabled (private mode): there is no snapshot.
    return null
  }
}
