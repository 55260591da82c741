import { createHmac } from "node:crypto"
import { Either, Schema } from "effect"
import { errorBody } from "../http/json-response"
import type { RouteAnswer, RouteRequest } from "./route-io"

// A write declared idempotent (route(..., { idempotent: true })) runs once per (player, key): the
// Idempotency-Key header is required (428 without a valid one), the first answer, success or
// refusal (not a 429, below), is kept for 24 hours among the party's own (server/idempotency.ts), a repeat with the same body gets it again
// without running the handler, and the same key with another body is a 422.

const TOO_MANY_REQUESTS = 429
const NEEDS_KEY = "คำขอนี้ต้องมี Idempotency-Key"
const KEY_REUSED = "Idempotency-Key นี้ใช้กับคำขออื่นแล้ว"

/** 1 to 128 characters a client can put in a header unescaped (a UUID, a ULID, "intent:42" ...). */
export const IdempotencyKey = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_\-:.]{1,128}$/))

/** Whose keys these are: the player's, or for a public write the peer address's. */
const scopeOf = (request: RouteRequest): string =>
  request.account === null ? `address ${request.clientAddress}` : `player ${request.account.seed.username}`

/**
 * What the write is: the route, its path parameters and its body, as the JSON the client sent,
 * kept as its HMAC-SHA-256 only, so a kept write holds no body (a password change's passwords, #14).
 * The key is a secret of the server's (a plain SHA-256 of a body whose other fields are known could
 * be searched for the password it holds, #31), kept in its database, so a key resent after a
 * restart still matches its write.
 */
const fingerprintOf = (name: string, request: RouteRequest): string =>
  createHmac("sha256", request.state.fingerprintKey)
    .update(JSON.stringify([name, request.rawParams, request.rawBody ?? null]))
    .digest("hex")

export const idempotent =
  (name: string, run: (request: RouteRequest) => RouteAnswer) =>
  (request: RouteRequest): RouteAnswer => {
    const key = Schema.decodeUnknownEither(IdempotencyKey)(request.idempotencyKey)
    if (Either.isLeft(key)) return { status: 428, body: errorBody(NEEDS_KEY) }
    const store = request.state.idempotency
    const scope = scopeOf(request)
    const fingerprint = fingerprintOf(name, request)
    const kept = store.find(scope, key.right)
    if (kept !== undefined) {
      if (kept.fingerprint !== fingerprint) return { status: 422, body: errorBody(KEY_REUSED) }
      return { ...kept.answer, headers: { ...kept.answer.headers, "Idempotent-Replayed": "true" } }
    }
    // The handler's changes and the kept answer are one write, one SQLite transaction (#31): a crash
    // never keeps a ledger row without the answer that a resend is given.
    return request.state.write(() => {
      const answer = run(request)
      // A 429 says "not now" (a limit, with Retry-After), not what the write came to: kept, it would
      // refuse the very resend it invites, with the same key, once the wait is over.
      if (answer.status !== TOO_MANY_REQUESTS) store.keep(scope, key.right, fingerprint, answer)
      return answer
    })
  }
