import { Effect } from "effect"
import { isCardIndex } from "../../domain/flip-card"
import type { FlipCardPlay } from "../../domain/flip-card-schema"
import {
  FlipCardDealAgain,
  FlipCardFailed,
  FlipCardLogsEvents,
  FlipCardNotDone,
  FlipCardPlayed,
  FlipCardStarted,
  FlipCardUnsure,
  FlipCardUnverified,
  FlipCardVerifyStarted
} from "../../events/flip-card/events"
import {
  selectFlipCardBusy,
  selectFlipCardLogs,
  selectFlipCardPending,
  selectFlipCardPlay,
  selectPlaysLeft
} from "../../events/flip-card/selectors"
import { selectOnline } from "../../events/site/selectors"
import { FlipCardService } from "../../services/flip-card/flip-card-service"
import { currentState, dispatch } from "./dispatch"
import { newIdempotencyKey } from "./idempotency-key"
import { loadDataset } from "./load-dataset"
import { readBackWhenOnline, runToTheEnd, sendWrite } from "./money-write"
import { loadProfile, refreshCredit } from "./player"

// The flip card's commands (issue #13): the logs (with today's plays left) load with the screen;
// picking a card is a write that moves money or points and follows check-in.ts (money.md).

export type FlipOutcome = "played" | "not-played" | "unknown"

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
  readBackWhenOnline(
    Effect.gen(function* () {
      const read = yield* loadFlipCardLogs
      const logs = selectFlipCardLogs(yield* currentState)
      if (!read || logs._tag !== "Loaded") {
        yield* dispatch(FlipCardUnverified.make({}))
        return "unknown" as const
      }
      const newest = logs.data.plays[0]
      if (logs.data.playsLeft >= playsLeftAtPress || newest === undefined) {
        yield* dispatch(FlipCardNotDone.make({}))
        return "not-played" as const
      }
      yield* dispatch(FlipCardPlayed.make({ reward: { play: newest, playsLeft: logs.data.playsLeft } }))
      return "played" as const
    })
  )

const send = (cardIndex: number, key: string, playsLeftAtPress: number) =>
  Effect.gen(function* () {
    const service = yield* FlipCardService
    const answer = yield* sendWrite(service.flip(cardIndex, key), {
      refused: (failure) => FlipCardFailed.make({ failure }),
      unsure: (failure) => FlipCardUnsure.make({ failure })
    })
    switch (answer._tag) {
      case "Answered":
        yield* dispatch(FlipCardPlayed.make({ reward: answer.value }))
        yield* refreshAfter(answer.value.play)
        return "played" as const
      case "Refused":
      case "SessionEnded":
        return "not-played" as const
      case "Unsure": {
        const outcome = yield* readOutcome(playsLeftAtPress)
        if (outcome === "played") yield* refreshAfter(null)
        return outcome
      }
    }
  })

/**
 * A card picked ('ไพ่ใบที่ N'): one play with an Idempotency-Key made for this pick (or the key of
 * an unsure play). Ignored while one is in flight or being read, while the row is face up, or with
 * no plays left, so a double tap plays once; never interrupted by leaving the screen.
 */
export const flipCard = (cardIndex: number) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const playsLeft = selectPlaysLeft(state)
    const blocked = selectFlipCardBusy(state) || selectFlipCardPlay(state) !== null || !selectOnline(state)
    if (blocked || !isCardIndex(cardIndex) || playsLeft === null || playsLeft === 0) return "not-played" as const
    const pending = selectFlipCardPending(state)
    const key = pending?.key ?? (yield* newIdempotencyKey)
    const atPress = pending?.playsLeft ?? playsLeft
    yield* dispatch(FlipCardStarted.make({ key, cardIndex, playsLeft: atPress }))
    const outcome: FlipOutcome = yield* runToTheEnd(send(cardIndex, key, atPress))
    return outcome
  })

/** 'ตรวจสอบอีกครั้ง': reads an unsure play's outcome again; sends nothing. */
export const verifyFlipCard = Effect.gen(function* () {
  const state = yield* currentState
  const pending = selectFlipCardPending(state)
  if (selectFlipCardBusy(state) || pending === null) return "not-played" as const
  yield* dispatch(FlipCardVerifyStarted.make({}))
  const outcome: FlipOutcome = yield* runToTheEnd(readOutcome(pending.playsLeft))
  if (outcome === "played") yield* refreshAfter(null)
  return outcome
})

/** 'เล่นอีกครั้ง': the row face down again. */
export const dealFlipCardsAgain = dispatch(FlipCardDealAgain.make({}))
