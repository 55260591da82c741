import type { IncomingMessage, ServerResponse } from "node:http"
import { MESSAGES } from "../api/messages"
import { sendError, sendErrorAndClose, sendNoContent } from "../http/json-response"
import { readJsonBody, type BodyLimits } from "../http/read-body"
import type { ServerState } from "../state"
import { violationsOf, type ReportFormat } from "./csp-report-body"

// POST /csp-report: where the pages' Content-Security-Policy sends its violations (report-uri and
// report-to, security-headers.ts). Anyone may post here, so the body is small (REPORT_MAX_BYTES),
// typed, and decoded; the store and the log are bounded (csp-report-log.ts). Answers 204.

export const CSP_REPORT_PATH = "/csp-report"
export const REPORT_MAX_BYTES = 32 * 1024

const FORMATS: Readonly<Record<string, ReportFormat>> = {
  "application/csp-report": "csp-report",
  "application/reports+json": "reports+json"
}

const formatOf = (req: IncomingMessage): ReportFormat | undefined => {
  const mediaType = (req.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? ""
  return FORMATS[mediaType]
}

export const handleCspReport = async (
  req: IncomingMessage,
  res: ServerResponse,
  state: ServerState,
  limits: BodyLimits
): Promise<void> => {
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST")
    return sendError(res, 405, MESSAGES.methodNotAllowed)
  }
  const format = formatOf(req)
  if (format === undefined) return sendError(res, 415, MESSAGES.unsupportedMediaType)
  const body = await readJsonBody(req, { ...limits, maxBytes: REPORT_MAX_BYTES })
  if (body._tag === "TooLarge") return sendErrorAndClose(req, res, 413, MESSAGES.bodyTooLarge)
  if (body._tag === "TimedOut") return sendErrorAndClose(req, res, 408, MESSAGES.bodyTimeout)
  const violations = body._tag === "Read" ? violationsOf(format, body.value) : null
  if (violations === null) return sendError(res, 400, MESSAGES.invalidBody)
  for (const violation of violations) state.cspReports.add(violation)
  sendNoContent(res)
}
