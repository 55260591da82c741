import type { IncomingMessage } from "node:http"

// Who the client is, for the per-address limits (login throttle, registration limit) and the
// public writes' idempotency scope. By default the peer's address (req.socket.remoteAddress):
// X-Forwarded-For is any client's to write, so trusting it would let a guesser be a new address
// at every attempt. Behind proxies, every player would then share the proxy's address, so an
// operator sets TRUST_PROXY to the number of proxies in front (each appends the address it was
// called from to X-Forwarded-For): the client is the entry that many places from the right, the
// one the outermost trusted proxy wrote. Entries left of it are the client's own, never read.

export type ClientAddressOf = (req: IncomingMessage) => string

export const peerAddress: ClientAddressOf = (req) => req.socket.remoteAddress ?? ""

const forwardedFor = (req: IncomingMessage): ReadonlyArray<string> => {
  const header = req.headers["x-forwarded-for"]
  const text = Array.isArray(header) ? header.join(",") : (header ?? "")
  return text
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
}

/**
 * The client address behind `trustedProxies` proxies (0: the peer itself). A request with fewer
 * entries did not come through them all: its peer address is counted.
 */
export const clientAddressBehind = (trustedProxies: number): ClientAddressOf =>
  trustedProxies === 0
    ? peerAddress
    : (req) => {
        const entries = forwardedFor(req)
        return entries[entries.length - trustedProxies] ?? peerAddress(req)
      }

/** TRUST_PROXY: unset or 0, no proxy trusted; n, that many. Anything else stops the server at start. */
export const parseTrustProxy = (value: string | undefined): number => {
  if (value === undefined || value.trim() === "") return 0
  const proxies = Number(value)
  if (!Number.isSafeInteger(proxies) || proxies < 0) {
    throw new Error(`TRUST_PROXY must be the number of proxies in front of the server (0, 1 ...), got ${value}`)
  }
  return proxies
}
