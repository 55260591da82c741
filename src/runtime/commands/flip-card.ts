import { Effect } from "effect"
import { isCardIndex } from "../../domain/flip-card"
import type { FlipCardPlay, FlipCardReward } from "../../domain/flip-card-schema"
import { FlipCardDealAgain, FlipCardLogsEvents, FlipCardPlayed, FlipCardWrite } from "../../events/flip-card/events"
import {
  selectFlipCardLogs,
  selectFlipCardPlay,
  selectFlipCardWrite,
  selectPlaysLeft
} from "../../events/flip-card/selectors"
import { FlipCardService } from "../../services/flip-card/flip-card-service"
import { currentState, dispatch, loadDataset } from "./dispatch"
import { moneyWriteResult, onceOnlyWrite, pressWrite, verifyWrite } from "./once-only-write"
import { loadProfile, refreshCredit } from "./player"

// The flip card's commands (issue #13): the logs (with today's plays left) load with the screen;
// picking a card is a write that moves money or points and follows check-in.ts (money.md).

export const loadFlipCardLogs = Effect.flatMap(FlipCardService, (service) =>
  loadDataset(FlipCardLogsEvents, {}, service.logs)
)

/** The screen's load: the logs with today's plays, and the balance the prizes land in. */
export const loadFlipCard = Effect.all([loadFlipCardLogs, refreshCredit], { concurrency: 2, discard: true })

/** After a play: the balance or the points, whichever the picked card's prize moved (both when unknown). */
const refreshAfter = (play: FlipCardPlay | null) => {
  const kind = play === null ? null : (play.cards[play.cardIndex]?.kind ?? "none")
  if (kind === "none") return Effect.void
  if (kind === "point") return loadProfile
  return Effect.all([refreshCredit, loadProfile], { concurrency: 2, discard: true })
}

/**
 * Reads the logs to learn an unsure play's outcome: fewer plays left than at the press means it
 * happened (the newest play is it); as many means it did not, and the key stays for a resend.
 */
const readOutcome = (playsLeftAtPress: number) =>
  Effect.gen(function* () {
    const read = yield* loadFlipCardLogs
    const logs = selectFlipCardLogs(yield* currentState)
    if (!read || logs._tag !== "Loaded") return "unreadable" as const
    const newest = logs.data.plays[0]
    if (logs.data.playsLeft >= playsLeftAtPress || newest === undefined) return "not-done" as const
    yield* dispatch(FlipCardPlayed.make({ reward: { play: newest, playsLeft: logs.data.playsLeft } }))
    yield* refreshAfter(null)
    return "done" as const
  })

/** What a pick carries: the card, and the plays left at the press (an unsure play's, on a resend). */
interface Pick {
  readonly cardIndex: number
  readonly playsLeft: number
}

/**
 * A card picked ('ไพ่ใบที่ N'): one play with an Idempotency-Key made for this pick (or the key of
 * an unsure play). Ignored while one is in flight or being read, while the row is face up, or with
 * no plays left, so a double tap plays once; never interrupted by leaving the screen.
 */
const flipReadBack = {
  events: FlipCardWrite,
  status: selectFlipCardWrite,
  readBack: ({ playsLeft }: { readonly playsLeft: number }) => readOutcome(playsLeft)
}

const flipWrite = (cardIndex: number) =>
  onceOnlyWrite({
    ...flipReadBack,
    press: (state, pending): Pick | null => {
      const playsLeft = selectPlaysLeft(state)
      if (selectFlipCardPlay(state) !== null || !isCardIndex(cardIndex)) return null
      if (playsLeft === null || playsLeft === 0) return null
      return { cardIndex, playsLeft: pending?.playsLeft ?? playsLeft }
    },
    send: (key: string, pick: Pick) => Effect.flatMap(FlipCardService, (service) => service.flip(pick.cardIndex, key)),
    done: (reward: FlipCardReward) =>
      Effect.zipRight(dispatch(FlipCardPlayed.make({ reward })), refreshAfter(reward.play))
  })

export const flipCard = (cardIndex: number) => Effect.map(pressWrite(flipWrite(cardIndex)), moneyWriteResult)

/** 'ตรวจสอบอีกครั้ง': reads an unsure play's outcome again; sends nothing. */
export const verifyFlipCard = Effect.map(verifyWrite(flipReadBack), moneyWriteResult)

/** 'เล่นอีกครั้ง': the row face down again. */
export const dealFlipCardsAgain = dispatch(FlipCardDealAgain.make({}))
