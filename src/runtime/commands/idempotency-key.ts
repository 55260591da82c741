import { Effect } from "effect"

/**
 * A new Idempotency-Key for one player intent (money.md): random, so two tabs or two devices never
 * share one, and made once per press, kept with the pending write until its answer is known.
 */
export const newIdempotencyKey: Effect.Effect<string> = Effect.sync(() => crypto.randomUUID())
