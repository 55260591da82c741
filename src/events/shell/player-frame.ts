import type { AppState } from "../state"

/**
 * The state a player screen's prerendered frame is drawn from (#30), and which the client hydrates
 * that HTML from: a player whose stored session is being read and of whom nothing is known yet (no
 * name, no balance, no snapshot). The guards let the player's area render; every part of the
 * player's own shows its loading form. The returning player's snapshot follows right after
 * hydration, and the session after that.
 */
export const playerFrameState = (initial: AppState): AppState => ({
  ...initial,
  shell: { snapshot: null, awaitingSession: true }
})
