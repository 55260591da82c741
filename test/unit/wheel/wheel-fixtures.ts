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
