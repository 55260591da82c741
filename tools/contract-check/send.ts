import { APP_VERSION, CHANNEL_HEADER, PLATFORM_HEADER } from "../../src/domain/constants"
import type { HttpMethod } from "../../src/services/contract"
import { parseJsonBody } from "../../src/services/json-body"

// One HTTP call as the app makes it (src/services/api-client.ts): its headers, the bearer token of
// a session-bound row, JSON in and out, an Idempotency-Key on a write; bounded by a timeout.

export interface Outgoing {
  readonly method: HttpMethod
  readonly url: string
  readonly body: unknown
  readonly token: string | null
  readonly idempotencyKey: string | null
  readonly siteHost: string
  readonly timeoutMs: number
}

export type Answer =
  | { readonly _tag: "Answer"; readonly status: number; readonly json: unknown }
  | { readonly _tag: "NoAnswer"; readonly reason: string }

export const send = async (call: Outgoing): Promise<Answer> => {
  const headers: Record<string, string> = {
    accept: "application/json",
    platform: PLATFORM_HEADER.desktop,
    channel: CHANNEL_HEADER,
    webversion: APP_VERSION,
    webhostname: call.siteHost
  }
  if (call.token !== null) headers["authorization"] = `Bearer ${call.token}`
  if (call.idempotencyKey !== null) headers["idempotency-key"] = call.idempotencyKey
  const init: RequestInit = { method: call.method, headers, signal: AbortSignal.timeout(call.timeoutMs) }
  if (call.body !== undefined) {
    headers["content-type"] = "application/json"
    init.body = JSON.stringify(call.body)
  }
  try {
    const response = await fetch(call.url, init)
    const text = await response.text()
    return { _tag: "Answer", status: response.status, json: parseJsonBody(text) }
  } catch (error) {
    if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
      return { _tag: "NoAnswer", reason: `timed out after ${call.timeoutMs} ms` }
    }
    // fetch's own message is "fetch failed"; the reason (refused, unknown host) is its cause.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined
    return { _tag: "NoAnswer", reason: cause ?? (error instanceof Error ? error.message : "the call failed") }
  }
}
