import type { IncomingMessage, ServerResponse } from "node:http"
import { isHtml } from "./content-types"
import { sendFile } from "./file-server"
import { sendMissingFile } from "./not-found"
import { resolveInside } from "./safe-path"
import { pageStyleHashes } from "../csp/inline-hashes"
import type { HostPolicy } from "../http/host-policy"
import { BASE_SECURITY_HEADERS, htmlSecurityHeaders } from "./security-headers"

// Files the server ships itself, in both modes: configuration images at /content/ and the
// stand-in pages at /stand-in/. Stand-in pages are framed by the app, so frame-ancestors 'self'.

export interface ExtraFolder {
  readonly prefix: string
  readonly dir: string
}

export const serveExtraFile = async (
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  folder: ExtraFolder,
  hosts: HostPolicy
): Promise<void> => {
  const file = resolveInside(folder.dir, urlPath.slice(folder.prefix.length - 1))
  // Framed by the app; their own inline styles only (they load no library that injects one).
  const headers =
    file !== null && isHtml(file)
      ? htmlSecurityHeaders({
          host: hosts.hostFor(req),
          frameAncestors: "'self'",
          styleHashes: await pageStyleHashes(file)
        })
      : BASE_SECURITY_HEADERS
  const sent = file !== null && (await sendFile(req, res, file, { cacheControl: "no-cache", headers }))
  if (!sent) sendMissingFile(res)
}
