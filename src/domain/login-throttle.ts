// Wrong passwords are throttled by the server (429): its answer says how long this browser waits
// (login-throttle-schema.ts reads it). No Schema here: the login form counts down with this alone.

/** Whole seconds left of a lock at `now` (0 once it is over). */
export const secondsLeft = (lockedUntil: number | null, now: number): number =>
  lockedUntil === null ? 0 : Math.max(0, Math.ceil((lockedUntil - now) / 1000))
