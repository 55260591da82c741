import type { IncomingMessage } from "node:http"

// Which Host headers the server may name in its own headers (#9). The Host is the client's to
// write: reflected unchecked into the CSP's connect-src, a forged Host (a poisoned cache, a
// rebinding page) would have the server vouch for another origin. So only a configured host
// (ALLOWED_HOSTS), the server's own bound address, and localhost or 127.0.0.1 at the bound port are
// named; any other Host gets the server's own address instead.

const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export interface HostPolicy {
  /** The request's Host when it is allowed, else the server's own address (host:port). */
  readonly hostFor: (req: IncomingMessage) => string
  /** The configured hosts' names without their ports (Vite's allowedHosts in --dev). */
  readonly hostnames: ReadonlyArray<string>
}

/**
 * ALLOWED_HOSTS: comma-separated host[:port] entries, matched exactly (case-insensitive): an
 * entry without a port matches only a Host without one, as a proxy on port 80 or 443 sends it.
 */
export const parseAllowedHosts = (value: string | undefined): ReadonlyArray<string> => {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== "")
  const invalid = entries.filter((entry) => !HOST_PATTERN.test(entry))
  if (invalid.length > 0) throw new Error(`ALLOWED_HOSTS: not a host[:port]: ${invalid.join(", ")}`)
  return entries
}

const hostnameOf = (host: string): string => host.replace(/:\d+$/, "")

/** The policy of a server bound at `own` (host:port, as its URL names it), on `port`. */
export const hostPolicy = (configured: ReadonlyArray<string>, own: string, port: number): HostPolicy => {
  const allowed = new Set([...configured, own, `localhost:${port}`, `127.0.0.1:${port}`].map((h) => h.toLowerCase()))
  return {
    hostFor: (req) => {
      const host = (req.headers.host ?? "").toLowerCase()
      return HOST_PATTERN.test(host) && allowed.has(host) ? host : own
    },
    hostnames: configured.map(hostnameOf)
  }
}
