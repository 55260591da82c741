import type { IncomingMessage, ServerResponse } from "node:http"
import { Either, Schema } from "effect"
import { VITALS_MAX_BODY_BYTES } from "../../src/domain/vitals"
import { VitalsBatch } from "../../src/domain/vitals-schema"
import { MESSAGES } from "../api/messages"
import { retryLater } from "../api/retry-later"
import { isJsonContentType } from "../http/content-type"
import { errorBody, sendError, sendErrorAndClose, sendJson, sendNoContent } from "../http/json-response"
import { readJsonBody, type BodyLimits } from "../http/read-body"
import type { ServerState } from "../state"
import type { BrandRegistry } from "../brands/brand-registry"
import type { ClientAddressOf } from "../http/client-address"

// POST /api/vitals (#30): the pages' Core Web Vitals, sent by sendBeacon as a page is hidden. Not a
// row of the contract: no service calls it and nothing answers but 204. Public and telemetry, so
// it is routed before the API's token and maintenance checks (request-handler.ts): a page shown
// during maintenance reports too. Anyone may post, so the body is small, rate-limited per address,
// decoded whole (an unknown field is a 400: nothing but the schema's facts is ever kept) and kept
// in a bounded ring (vitals-ring.ts).

export const VITALS_PATH = "/api/vitals"

/** What the endpoint reads of the server: its state, its brands and who the client is. */
export interface VitalsContext {
  readonly state: ServerState
  readonly brands: BrandRegistry
  readonly clientAddressOf: ClientAddressOf
}

const decodeBatch = Schema.decodeUnknownEither(VitalsBatch, { onExcessProperty: "error" })

export const handleVitals = async (
  req: IncomingMessage,
  res: ServerResponse,
  ctx: VitalsContext,
  limits: BodyLimits
): Promise<void> => {
  const { state, brands } = ctx
  const clientAddress = ctx.clientAddressOf(req)
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST")
    return sendError(res, 405, MESSAGES.methodNotAllowed)
  }
  if (!isJsonContentType(req.headers["content-type"] ?? "")) return sendError(res, 415, MESSAGES.unsupportedMediaType)
  const wait = state.vitalsLimit.take(clientAddress)
  if (wait > 0) {
    // The body is drained, not read: the connection stays usable for the page's next request.
    req.resume()
    const refusal = retryLater(wait)
    return sendJson(res, 429, { ...errorBody(refusal.message), ...refusal.extra.fields }, refusal.extra.headers)
  }
  const body = await readJsonBody(req, { ...limits, maxBytes: VITALS_MAX_BODY_BYTES })
  if (body._tag === "TooLarge") return sendErrorAndClose(req, res, 413, MESSAGES.bodyTooLarge)
  if (body._tag === "TimedOut") return sendErrorAndClose(req, res, 408, MESSAGES.bodyTimeout)
  const batch = body._tag === "Read" ? decodeBatch(body.value) : null
  if (batch === null || Either.isLeft(batch)) return sendError(res, 400, MESSAGES.invalidBody)
  // Only a brand the server answers as (#32): the figures are read per brand.
  if (brands.byId(batch.right.brand) === undefined) return sendError(res, 400, MESSAGES.invalidBody)
  const { metrics, ...visit } = batch.right
  const receivedAt = state.now()
  for (const metric of metrics) state.vitals.add({ ...visit, ...metric, receivedAt })
  sendNoContent(res)
}
