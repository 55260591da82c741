import type { IncomingMessage, ServerResponse } from "node:http"
import { matchPath } from "../../src/services/contract"
import { queryOf } from "../http/request-path"
import { acceptsJsonBody } from "../http/content-type"
import type { ClientAddressOf } from "../http/client-address"
import type { HostPolicy } from "../http/host-policy"
import { sendError, sendErrorAndClose, sendJson } from "../http/json-response"
import { acceptsMultipartBody, readMultipartBody } from "../http/read-multipart"
import { NO_BODY, readJsonBody, type BodyLimits, type BodyResult } from "../http/read-body"
import type { AccountState, ServerState } from "../state"
import { MESSAGES } from "./messages"
import type { BodyType } from "../../src/services/contract"
import { API_ROUTES } from "./routes"

// Routes /api/* by the contract: a token check for /api/auth/* (except login, AMB-07), then the
// method and path pattern, then maintenance (a write while websiteStatus is MA: 503), then the body
// (its media type, size and deadline), then the endpoint's own decoding, handling and encoding.

const LOGIN_PATH = "/api/auth/login"
const needsToken = (path: string): boolean => path.startsWith("/api/auth/") && path !== LOGIN_PATH

const bearerToken = (req: IncomingMessage): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")
  return match?.[1] ?? null
}

const accountOf = (token: string | null, state: ServerState): AccountState | null =>
  token === null ? null : (state.accountOfToken(token) ?? null)

interface BodyReader {
  /** Whether the request's Content-Type (or its absence) is one this kind of body is sent with. */
  readonly accepts: (req: IncomingMessage) => boolean
  readonly read: (req: IncomingMessage, limits: BodyLimits) => Promise<BodyResult>
}

/** The reader of each declared body type (the contract's `BodyType`); multipart only where a row says so. */
const BODY_READERS: Readonly<Record<BodyType, BodyReader>> = {
  json: { accepts: acceptsJsonBody, read: readJsonBody },
  multipart: { accepts: acceptsMultipartBody, read: readMultipartBody }
}

export const handleApi = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: ServerState,
  limits: BodyLimits,
  hosts: HostPolicy,
  clientAddressOf: ClientAddressOf
): Promise<void> => {
  const token = bearerToken(req)
  const account = accountOf(token, state)
  if (needsToken(path) && account === null) return sendError(res, 401, MESSAGES.sessionExpired)
  const query = queryOf(req.url)
  const candidates = API_ROUTES.flatMap((route) => {
    const params = matchPath(route.path, path, query)
    return params === null ? [] : [{ route, params }]
  })
  if (candidates.length === 0) return sendError(res, 404, MESSAGES.notFound)
  const found = candidates.find(({ route }) => route.method === req.method)
  if (found === undefined) {
    res.setHeader("Allow", candidates.map(({ route }) => route.method).join(", "))
    return sendError(res, 405, MESSAGES.methodNotAllowed)
  }
  // Maintenance is enforced here, not left to the app's /ma page: any client may call the API.
  if (state.websiteStatus === "MA" && found.route.closedInMaintenance) {
    return sendError(res, 503, MESSAGES.maintenance)
  }
  const reader = BODY_READERS[found.route.bodyType]
  if (found.route.method !== "GET" && !reader.accepts(req)) return sendError(res, 415, MESSAGES.unsupportedMediaType)
  const body = found.route.method === "GET" ? NO_BODY : await reader.read(req, limits)
  if (body._tag === "TooLarge") return sendErrorAndClose(req, res, 413, MESSAGES.bodyTooLarge)
  if (body._tag === "TimedOut") return sendErrorAndClose(req, res, 408, MESSAGES.bodyTimeout)
  if (body._tag === "Malformed") return sendError(res, 400, MESSAGES.invalidBody)
  const answer = await found.route.run({
    rawParams: found.params,
    rawBody: body.value,
    idempotencyKey: req.headers["idempotency-key"],
    account,
    token,
    clientAddress: clientAddressOf(req),
    host: hosts.hostFor(req),
    state
  })
  sendJson(res, answer.status, answer.body, answer.headers, req.headers["accept-encoding"])
}
