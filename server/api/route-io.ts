import type { AccountState, ServerState } from "../state"

// What a route is given and what it answers, apart from route.ts: the idempotent write
// (idempotent-write.ts) wraps a route's run and route.ts uses it, so both read these from here.

export interface RouteRequest {
  readonly rawParams: Readonly<Record<string, string>>
  readonly rawBody: unknown
  /** The Idempotency-Key header as received (decoded only by routes that need one). */
  readonly idempotencyKey: unknown
  readonly account: AccountState | null
  readonly token: string | null
  readonly clientAddress: string
  readonly host: string
  readonly state: ServerState
}

export interface RouteAnswer {
  readonly status: number
  readonly body: unknown
  readonly headers?: Readonly<Record<string, string>>
}
