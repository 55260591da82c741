import { wholeBaht } from "../../../src/domain/money"
import type { FlipCardLogs, FlipCardPlay } from "../../../src/domain/flip-card-schema"
import type { WheelBoard, WheelSpin } from "../../../src/domain/wheel-schema"
import { DEMO_WHEEL } from "../../../src/domain/demo/wheel"

// Wheel and flip-card samples for the unit tests (#13).

export const board = (spinsLeft = 1, spinsPerDay = 1): WheelBoard => ({
  segments: DEMO_WHEEL.map((entry) => entry.segment),
  spinsPerDay,
  spinsLeft
})

export const wheelSpin = (id: number, segmentIndex = 0): WheelSpin => ({
  id,
  at: "2026-11-15T03:00:00.000Z",
  segmentIndex,
  label: "เครดิต ฿20",
  kind: "credit",
  value: wholeBaht(20)
})

export const flipPlay = (id: number, cardIndex = 0): FlipCardPlay => ({
  id,
  at: "2026-11-15T03:00:00.000Z",
  cardIndex,
  cards: [
    { label: "20 แต้ม", kind: "point", value: 20 },
    { label: "เครดิต ฿10", kind: "credit", value: wholeBaht(10) },
    { label: "ว่างเปล่า", kind: "none", value: 0 },
    { label: "100 แต้ม", kind: "point", value: 100 },
    { label: "ว่างเปล่า", kind: "none", value: 0 }
  ]
})

export const flipLogs = (playsLeft = 3, plays: ReadonlyArray<FlipCardPlay> = []): FlipCardLogs => ({
  playsPerDay: 3,
  playsLeft,
  plays
})

// The wheel's and the flip card's events, for the reducer, privacy and replay tests of every event.

const KEY = "6e2f1d3c-8b4a-4d9e-af10-2b3c4d5e6f71"
const failed = { _tag: "ServerError", status: 409, message: "สิทธิ์หมุนวันนี้หมดแล้ว" } as const

/** A session's spin and play (in sessionLog). */
export const wheelSessionEvents = [
  { _tag: "WheelBoardLoading" },
  { _tag: "WheelBoardLoaded", data: board(2, 2) },
  { _tag: "WheelLogLoading" },
  { _tag: "WheelLogLoaded", data: [wheelSpin(1)] },
  { _tag: "WheelSpinStarted", key: KEY, spinsLeft: 2 },
  { _tag: "WheelSpun", reward: { spin: wheelSpin(2, 4), spinsLeft: 1 } },
  { _tag: "FlipCardLogsLoading" },
  { _tag: "FlipCardLogsLoaded", data: flipLogs(3, [flipPlay(1)]) },
  { _tag: "FlipCardStarted", key: KEY, cardIndex: 2, playsLeft: 3 },
  { _tag: "FlipCardPlayed", reward: { play: flipPlay(2, 2), playsLeft: 2 } }
] as const

/** The rest of their events (in otherEvents). */
export const wheelOtherEvents = [
  { _tag: "WheelBoardFailed", failure: failed },
  { _tag: "WheelLogFailed", failure: failed },
  { _tag: "WheelSpinFailed", failure: failed },
  { _tag: "WheelSpinUnsure", failure: failed },
  { _tag: "WheelSpinVerifyStarted" },
  { _tag: "WheelSpinOffline" },
  { _tag: "WheelSpinNotDone" },
  { _tag: "WheelSpinUnverified" },
  { _tag: "WheelResultSeen" },
  { _tag: "WheelReset" },
  { _tag: "FlipCardLogsFailed", failure: failed },
  { _tag: "FlipCardFailed", failure: failed },
  { _tag: "FlipCardUnsure", failure: failed },
  { _tag: "FlipCardVerifyStarted" },
  { _tag: "FlipCardOffline" },
  { _tag: "FlipCardNotDone" },
  { _tag: "FlipCardUnverified" },
  { _tag: "FlipCardDealAgain" }
] as const
