import { Effect } from "effect"
import { userUuid } from "../../domain/user"
import type { WheelReward } from "../../domain/wheel-schema"
import { selectCurrentUser } from "../../events/session/selectors"
import {
  WheelBoardEvents,
  WheelLogEvents,
  WheelReset,
  WheelResultSeen,
  WheelSpinWrite,
  WheelSpun
} from "../../events/wheel/events"
import {
  selectSpinsLeft,
  selectWheelBusy,
  selectWheelLog,
  selectWheelPending,
  selectWheelWrite
} from "../../events/wheel/selectors"
import { WheelService } from "../../services/wheel/wheel-service"
import { currentState, dispatch, loadDataset, lookAndDispatch } from "./dispatch"
import { moneyWriteResult, onceOnlyWrite, pressWrite, verifyWrite } from "./once-only-write"
import { loadProfile, refreshCredit } from "./player"

// The prize wheel's commands (issue #13): the board and the log load with the screen; 'หมุนวงล้อ'
// is a write that moves money or points and follows check-in.ts (money.md).

const uuid = Effect.map(currentState, (state) => userUuid(selectCurrentUser(state)))

export const loadWheelBoard = Effect.flatMap(WheelService, (service) =>
  loadDataset(WheelBoardEvents, {}, service.board)
)

export const loadWheelLog = Effect.gen(function* () {
  const id = yield* uuid
  if (id === null) return false
  const service = yield* WheelService
  return yield* loadDataset(WheelLogEvents, {}, service.log(id))
})

/** The screen's load: the board, the history and the balance the prizes land in, side by side. */
export const loadWheel = Effect.all([loadWheelBoard, loadWheelLog, refreshCredit], { concurrency: 3, discard: true })

/**
 * Reads the board and the log to learn an unsure spin's outcome: fewer spins left than at the press
 * means it happened (its prize is the log's newest spin); as many means it did not (the key stays
 * for a resend the player asks for). A spin from another tab meanwhile would read as this one: it
 * is a real spin of the player's all the same, with its real prize.
 */
const readOutcome = (spinsLeftAtPress: number) =>
  Effect.gen(function* () {
    const [board, log] = yield* Effect.all([loadWheelBoard, loadWheelLog], { concurrency: 2 })
    const state = yield* currentState
    const spinsLeft = selectSpinsLeft(state)
    const list = selectWheelLog(state)
    if (!board || !log || spinsLeft === null || list._tag !== "Loaded") return "unreadable" as const
    const newest = list.data[0]
    if (spinsLeft >= spinsLeftAtPress || newest === undefined) return "not-done" as const
    yield* dispatch(WheelSpun.make({ reward: { spin: newest, spinsLeft } }))
    yield* refreshAfter(null)
    return "done" as const
  })

/** After a spin: the balance or the points, whichever its prize moved. */
const refreshAfter = (reward: WheelReward | null) =>
  reward === null || reward.spin.kind === "credit"
    ? Effect.all([refreshCredit, loadProfile], { concurrency: 2, discard: true })
    : reward.spin.kind === "point"
      ? loadProfile
      : Effect.void

/**
 * 'หมุนวงล้อ': one spin with an Idempotency-Key made for this press (or the key of an unsure spin,
 * with the spins left at its press). Ignored while one is in flight or being read, or with no spins
 * left, so a double tap spins once; never interrupted by leaving the screen.
 */
const spinReadBack = {
  events: WheelSpinWrite,
  status: selectWheelWrite,
  readBack: ({ spinsLeft }: SpinsAtPress) => readOutcome(spinsLeft)
}

const spinWrite = (userId: string) =>
  onceOnlyWrite({
    ...spinReadBack,
    press: (state, pending): SpinsAtPress | null => {
      const spinsLeft = selectSpinsLeft(state)
      if (spinsLeft === null || spinsLeft === 0) return null
      return { spinsLeft: pending?.spinsLeft ?? spinsLeft }
    },
    send: (key: string) => Effect.flatMap(WheelService, (service) => service.spin(userId, key)),
    done: (reward: WheelReward) => Effect.zipRight(dispatch(WheelSpun.make({ reward })), refreshAfter(reward))
  })

interface SpinsAtPress {
  readonly spinsLeft: number
}

export const spinWheel = Effect.flatMap(uuid, (id) =>
  id === null ? Effect.succeed("not-done" as const) : Effect.map(pressWrite(spinWrite(id)), moneyWriteResult)
)

/** 'ตรวจสอบอีกครั้ง': reads an unsure spin's outcome again; sends nothing. */
export const verifyWheelSpin = Effect.map(verifyWrite(spinReadBack), moneyWriteResult)

/** The prize dialog closed. */
export const closeWheelResult = dispatch(WheelResultSeen.make({}))

/**
 * STORE-05: leaving the screen resets the wheel to its initial values (a decision), unless a spin
 * is in flight or its outcome is still open: that one must stay to be read back and resent.
 */
export const leaveWheel = lookAndDispatch((state) => ({
  events: selectWheelBusy(state) || selectWheelPending(state) !== null ? [] : [WheelReset.make({})],
  result: undefined
}))
