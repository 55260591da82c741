import type { IncomingMessage, ServerResponse } from "node:http"
import { Schema } from "effect"
import { MESSAGES } from "../api/messages"
import { sendError, sendErrorAndClose, sendJson, sendNoContent } from "../http/json-response"
import { readJsonBody, type BodyLimits } from "../http/read-body"
import { queryOf } from "../http/request-path"
import type { ServerState } from "../state"
import { DEV_READS } from "./dev-reads"
import { AREA_DEV_ACTIONS } from "../api/dev-actions"
import { decodedAction, DONE, type DevAction, type OnlineCountSink } from "./dev-action"
import { FaultRequest } from "./faults"

// The test-only control API under /__dev/ (never called by the app): reads (dev-reads.ts) answer
// with JSON; changes (dev-action.ts; the areas' in api/dev-actions.ts) answer 204 or their JSON.

export type { OnlineCountSink } from "./dev-action"

export const DEV_PREFIX = "/__dev/"

const OperationalRequest = Schema.Struct({ websiteStatus: Schema.Literal("MA", "OPEN") })
const OnlineCountRequest = Schema.Struct({ count: Schema.Int.pipe(Schema.nonNegative()) })

const ACTIONS: Readonly<Record<string, DevAction>> = {
  reset: (_body, { state }) => {
    state.reset()
    return DONE
  },
  operational: decodedAction(OperationalRequest, ({ websiteStatus }, { state }) => {
    state.websiteStatus = websiteStatus
  }),
  faults: decodedAction(FaultRequest, (fault, { state }) => state.faults.add(fault)),
  "online-count": decodedAction(OnlineCountRequest, ({ count }, { sink }) => sink.emitOnlineCount(count)),
  ...AREA_DEV_ACTIONS
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
  if (body._tag !== "Read") return sendError(res, 400, MESSAGES.invalidBody)
  // One control call, one write (#31): a reset empties the tables and reseeds them in one transaction.
  const answer = state.write(() => action(body.value, { state, sink }))
  if (answer._tag === "Invalid") return sendError(res, 400, MESSAGES.invalidBody)
  if (answer._tag === "Json") return sendJson(res, 200, answer.body)
  sendNoContent(res)
}
