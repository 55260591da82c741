import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from "./sessions"

// The session lifetimes an operator sets (#31): SESSION_IDLE_SECONDS (default 604800, 7 days) and
// SESSION_ABSOLUTE_SECONDS (default 2592000, 30 days). A malformed value stops the server at start
// rather than leave sessions living longer than the operator meant.

const secondsOf = (name: string, value: string | undefined, fallbackMs: number): number => {
  if (value === undefined || value.trim() === "") return fallbackMs
  const seconds = Number(value)
  if (!Number.isSafeInteger(seconds) || seconds <= 0)
    throw new Error(`${name} must be a whole number of seconds above 0, got ${value}`)
  return seconds * 1000
}

export const sessionLifetimesOf = (env: Readonly<Record<string, string | undefined>>): SessionLifetimes => ({
  idleMs: secondsOf("SESSION_IDLE_SECONDS", env["SESSION_IDLE_SECONDS"], DEFAULT_SESSION_LIFETIMES.idleMs),
  absoluteMs: secondsOf(
    "SESSION_ABSOLUTE_SECONDS",
    env["SESSION_ABSOLUTE_SECONDS"],
    DEFAULT_SESSION_LIFETIMES.absoluteMs
  )
})
