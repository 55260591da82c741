import { Effect } from "effect"
import type { ApiError } from "../../domain/errors"
import type { RewardRedeemed, RewardRequestRecord } from "../../domain/reward-schema"
import { userUuid } from "../../domain/user"
import {
  RewardCatalogueEvents,
  RewardHistoryEvents,
  RewardRedeemDone,
  RewardRedeemFailed,
  RewardRedeemStarted,
  RewardRedeemUnsure,
  RewardVerified,
  RewardVerifyStarted
} from "../../events/reward/events"
import { selectRewardBusy, selectRewardHistory, selectRewardRequest } from "../../events/reward/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import { selectOnline } from "../../events/site/selectors"
import { RewardService } from "../../services/reward/reward-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
import { loadProfile, refreshCredit } from "./player"

// The rewards' commands (issue #13, ENT-12): the catalogue, the history and the points load with
// the screen; 'ยืนยันแลกรางวัล' is a write that spends points and follows money.md as check-in.ts
// and affiliate.ts do: one in flight, a pending key reused for a resend, a lost answer read back
// from the history (never resent by itself).

/** What a press came to; the screen reads the details from the store. */
export type RewardRedeemOutcome = "done" | "refused" | "not-done" | "unknown"

/** API-38: the categories, and with an id that category's items. */
export const loadRewardCatalogue = (categoryId: number | null) =>
  Effect.flatMap(RewardService, (service) =>
    loadDataset(RewardCatalogueEvents, { categoryId }, service.catalogue(categoryId))
  )

/** API-40: the player's redemptions (first page). */
export const loadRewardHistory = Effect.flatMap(RewardService, (service) =>
  loadDataset(RewardHistoryEvents, {}, service.history)
)

/** The screen's load: the catalogue (of the category, if one), the history and the points, side by side. */
export const loadRewardScreen = (categoryId: number | null) =>
  Effect.all([loadRewardCatalogue(categoryId), loadRewardHistory, loadProfile], { concurrency: 3, discard: true })

const knownIds = Effect.map(currentState, (state): ReadonlySet<string> => {
  const history = selectRewardHistory(state)
  return new Set(history._tag === "Loaded" ? history.data.items.map((line) => line.id) : [])
})

/**
 * Reads the history after an unsure redemption: a line of the same item that was not there before
 * the press says it happened. An unreadable history leaves 'ตรวจสอบอีกครั้ง' (the slice).
 */
const readOutcome = (rewardId: number, before: ReadonlySet<string>) =>
  readBackWhenOnline(
    Effect.gen(function* () {
      if (!(yield* loadRewardHistory)) return "unknown" as const
      const history = selectRewardHistory(yield* currentState)
      const lines: ReadonlyArray<RewardRequestRecord> = history._tag === "Loaded" ? history.data.items : []
      const request = lines.find((line) => !before.has(line.id) && line.rewardId === rewardId) ?? null
      yield* dispatch(RewardVerified.make({ request }))
      return request === null ? ("not-done" as const) : ("done" as const)
    })
  )

const send = (call: Effect.Effect<RewardRedeemed, ApiError>, rewardId: number, before: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const answer = yield* sendWrite(call, {
      refused: (failure) => RewardRedeemFailed.make({ failure }),
      unsure: (failure) => RewardRedeemUnsure.make({ failure })
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(RewardRedeemDone.make({ answer: answer.value }))
        return "done" as const
      case "Refused":
        return "refused" as const
      case "SessionEnded":
        return "unknown" as const
      case "Unsure":
        return yield* readOutcome(rewardId, before)
    }
  })

/**
 * After anything that may have moved points (and, for credit, the balance): the points, the
 * balance, the category's stock and the history, side by side.
 */
const afterRedeem = (categoryId: number | null) =>
  Effect.all([loadProfile, refreshCredit, loadRewardHistory, loadRewardCatalogue(categoryId)], {
    concurrency: 4,
    discard: true
  })

/**
 * 'ยืนยันแลกรางวัล': POST /api/auth/reward/request `{ rewardId, userUuid }`. Ignored while another
 * is in flight or being read (a double press sends once) and offline; a redemption of the same item
 * whose outcome was not known reuses its key. Never interrupted by leaving the screen.
 */
export const redeemReward = (rewardId: number, categoryId: number | null) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const uuid = userUuid(selectCurrentUser(state))
    if (uuid === null || selectRewardBusy(state) || !selectOnline(state)) return "not-done" as const
    const { pending } = selectRewardRequest(state)
    const resend = pending !== null && pending.rewardId === rewardId ? pending : null
    const key = resend?.key ?? (yield* newIdempotencyKey)
    // A resend of an unsure redemption keeps what was known at its first press.
    const before = resend === null ? yield* knownIds : new Set(resend.known)
    const service = yield* RewardService
    yield* dispatch(RewardRedeemStarted.make({ key, rewardId, known: [...before] }))
    const outcome: RewardRedeemOutcome = yield* runToTheEnd(
      send(service.redeem({ rewardId, userUuid: uuid }, key), rewardId, before)
    )
    if (outcome === "done" || outcome === "unknown") yield* afterRedeem(categoryId)
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure redemption's outcome again; sends nothing. */
export const verifyRewardRedeem = (categoryId: number | null) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const { pending } = selectRewardRequest(state)
    if (selectRewardBusy(state) || pending === null) return "not-done" as const
    yield* dispatch(RewardVerifyStarted.make({}))
    const outcome: RewardRedeemOutcome = yield* runToTheEnd(readOutcome(pending.rewardId, new Set(pending.known)))
    if (outcome === "done") yield* afterRedeem(categoryId)
    return outcome
  })
