import { Effect } from "effect"
import type { RewardRedeemed, RewardRequestRecord } from "../../domain/reward-schema"
import { userUuid } from "../../domain/user"
import {
  RewardCatalogueEvents,
  RewardHistoryEvents,
  RewardRedeemDone,
  RewardRedeemWrite,
  RewardVerified
} from "../../events/reward/events"
import { selectRewardHistory, selectRewardRequest } from "../../events/reward/selectors"
import { selectCurrentUser } from "../../events/session/selectors"
import type { AppState } from "../../events/state"
import { RewardService } from "../../services/reward/reward-service"
import { currentState, dispatch, loadDataset } from "./dispatch"
import { moneyWriteResult, onceOnlyWrite, pressWrite, verifyWrite, type MoneyWriteResult } from "./once-only-write"
import { loadProfile, refreshCredit } from "./player"

// The rewards' commands (issue #13, ENT-12): the catalogue, the history and the points load with
// the screen; 'ยืนยันแลกรางวัล' is a once-only write that spends points (money.md,
// once-only-write.ts): one in flight, a pending key reused for a resend of the same item, a lost
// answer read back from the history (never resent by itself).

/** What a press came to; the screen reads the details from the store. */
export type RewardRedeemOutcome = MoneyWriteResult

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

/** What a redemption keeps for a resend and its read-back: the item, and the history lines known at its press. */
interface RedeemAtPress {
  readonly rewardId: number
  readonly known: ReadonlyArray<string>
}

/** The history lines shown now: a line not among them after the press is the redemption, if it happened. */
const knownIds = (state: AppState): ReadonlyArray<string> => {
  const history = selectRewardHistory(state)
  return history._tag === "Loaded" ? history.data.items.map((line) => line.id) : []
}

/**
 * Reads the history after an unsure redemption: a line of the same item that was not there before
 * the press says it happened (RewardVerified carries it). An unreadable history leaves
 * 'ตรวจสอบอีกครั้ง'.
 */
const readOutcome = ({ rewardId, known }: RedeemAtPress) =>
  Effect.gen(function* () {
    if (!(yield* loadRewardHistory)) return "unreadable" as const
    const history = selectRewardHistory(yield* currentState)
    const lines: ReadonlyArray<RewardRequestRecord> = history._tag === "Loaded" ? history.data.items : []
    const before = new Set(known)
    const request = lines.find((line) => !before.has(line.id) && line.rewardId === rewardId) ?? null
    if (request === null) return "not-done" as const
    yield* dispatch(RewardVerified.make({ request }))
    return "done" as const
  })

/** 'ตรวจสอบอีกครั้ง' needs the write's events, its record and its read-back. */
const redeemReadBack = { events: RewardRedeemWrite, status: selectRewardRequest, readBack: readOutcome }

/**
 * POST /api/auth/reward/request `{ rewardId, userUuid }` with its Idempotency-Key. A resend of an
 * unsure redemption keeps what was known at its first press.
 */
const redeemWrite = (rewardId: number, uuid: string) =>
  onceOnlyWrite({
    ...redeemReadBack,
    // An open redemption of another item is another intent, with a key of its own.
    sameIntent: (pending) => pending.rewardId === rewardId,
    press: (state, pending): RedeemAtPress => ({ rewardId, known: pending?.known ?? knownIds(state) }),
    send: (key: string, press: RedeemAtPress) =>
      Effect.flatMap(RewardService, (service) => service.redeem({ rewardId: press.rewardId, userUuid: uuid }, key)),
    done: (answer: RewardRedeemed) => dispatch(RewardRedeemDone.make({ answer }))
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
 * 'ยืนยันแลกรางวัล'. Ignored while another is in flight or being read (a double press sends once);
 * offline it sends nothing (RewardRedeemOffline); a redemption of the same item whose outcome was
 * not known reuses its key. Never interrupted by leaving the screen.
 */
export const redeemReward = (rewardId: number, categoryId: number | null) =>
  Effect.gen(function* () {
    const uuid = userUuid(selectCurrentUser(yield* currentState))
    if (uuid === null) return "not-done" as const
    const outcome = moneyWriteResult(yield* pressWrite(redeemWrite(rewardId, uuid)))
    if (outcome === "done" || outcome === "unknown") yield* afterRedeem(categoryId)
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure redemption's outcome again; sends nothing. */
export const verifyRewardRedeem = (categoryId: number | null) =>
  Effect.gen(function* () {
    const outcome = moneyWriteResult(yield* verifyWrite(redeemReadBack))
    if (outcome === "done") yield* afterRedeem(categoryId)
    return outcome
  })
