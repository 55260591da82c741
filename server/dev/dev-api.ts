import type { IncomingMessage, ServerResponse } from "node:http"
import { Either, Schema } from "effect"
import { MESSAGES } from "../api/messages"
import { sendError, sendErrorAndClose, sendJson, sendNoContent } from "../http/json-response"
import { readJsonBody, type BodyLimits } from "../http/read-body"
import { queryOf } from "../http/request-path"
import type { ServerState } from "../state"
import { DEV_READS } from "./dev-reads"
import { FaultRequest } from "./faults"

// The test-only control API under /__dev/ (never called by the app): reads (dev-reads.ts) answer
// with JSON, every change answers 204.

export const DEV_PREFIX = "/__dev/"

const OperationalRequest = Schema.Struct({ websiteStatus: Schema.Literal("MA", "OPEN") })
const OnlineCountRequest = Schema.Struct({ count: Schema.Int.pipe(Schema.nonNegative()) })

export interface OnlineCountSink {
  readonly emitOnlineCount: (count: number) => void
}

type Action = (body: unknown, state: ServerState, sink: OnlineCountSink) => boolean

const decoded =
  <A, I>(schema: Schema.Schema<A, I>, apply: (value: A, state: ServerState, sink: OnlineCountSink) => void): Action =>
  (body, state, sink) => {
    const result = Schema.decodeUnknownEither(schema)(body)
    if (Either.isLeft(result)) return false
    apply(result.right, state, sink)
    return true
  }

const ACTIONS: Readonly<Record<string, Action>> = {
  reset: (_body, state) => {
    state.reset()
    return true
  },
  operational: decoded(OperationalRequest, ({ websiteStatus }, state) => {
    state.websiteStatus = websiteStatus
  }),
  faults: decoded(FaultRequest, (fault, state) => state.faults.add(fault)),
  "online-count": decoded(OnlineCountRequest, ({ count }, _state, sink) => sink.emitOnlineCount(count))
}

export const handleDev = async (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  state: ServerState,
  sink: OnlineCountSink,
  limits: BodyLimits
): Promise<void> => {
  const name = path.slice(DEV_PREFIX.length)
  const read = DEV_READS[name]
  if (req.method === "GET" && read !== undefined) {
    const answer = read(queryOf(req.url), state)
    return answer.status === 200 ? sendJson(res, 200, answer.body) : sendError(res, 400, MESSAGES.invalidBody)
  }
  const action = ACTIONS[name]
  if (action === undefined) return sendError(res, 404, MESSAGES.notFound)
  if (req.method !== "POST") return sendError(res, 405, MESSAGES.methodNotAllowed)
  const body = await readJsonBody(req, limits)
  if (body._tag === "TooLarge") return sendErrorAndClose(req, res, 413, MESSAGES.bodyTooLarge)
  if (body._tag === "TimedOut") return sendErrorAndClose(req, res, 408, MESSAGES.bodyTimeout)
  if (body._tag !== "Read" || !action(body.value, state, sink)) return sendError(res, 400, MESSAGES.invalidBody)
  sendNoContent(res)
}
