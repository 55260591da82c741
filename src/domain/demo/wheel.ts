import { wholeBaht } from "../money"
import type { LabelledPrize } from "../prize-schema"
import type { WheelSegment } from "../wheel-schema"

// The demo brand's prize wheel and flip-card prizes (issue #13): eight segments, clockwise from the
// top, in colours of no brand (each label readable on its own colour, domain/wheel.ts textColourOn),
// and the weights the reference API draws with (never sent to the client).

export interface WeightedSegment {
  readonly segment: WheelSegment
  /** How often the draw lands here, against the sum of all weights. */
  readonly weight: number
}

export const DEMO_WHEEL: ReadonlyArray<WeightedSegment> = [
  { segment: { id: 1, label: "เครดิต ฿20", colour: "#c62828", kind: "credit", value: wholeBaht(20) }, weight: 12 },
  { segment: { id: 2, label: "50 แต้ม", colour: "#f9a825", kind: "point", value: 50 }, weight: 18 },
  { segment: { id: 3, label: "ลองใหม่นะ", colour: "#37474f", kind: "none", value: 0 }, weight: 22 },
  { segment: { id: 4, label: "เครดิต ฿100", colour: "#6a1b9a", kind: "credit", value: wholeBaht(100) }, weight: 3 },
  { segment: { id: 5, label: "10 แต้ม", colour: "#00897b", kind: "point", value: 10 }, weight: 20 },
  { segment: { id: 6, label: "เครดิต ฿5", colour: "#1565c0", kind: "credit", value: wholeBaht(5) }, weight: 15 },
  { segment: { id: 7, label: "เกือบแล้ว!", colour: "#ef6c00", kind: "none", value: 0 }, weight: 8 },
  { segment: { id: 8, label: "200 แต้ม", colour: "#2e7d32", kind: "point", value: 200 }, weight: 2 }
]

/** What a flip card may hold, with its weight: most hold a little, one in a while a lot. */
export const DEMO_FLIP_PRIZES: ReadonlyArray<{ readonly prize: LabelledPrize; readonly weight: number }> = [
  { prize: { label: "เครดิต ฿10", kind: "credit", value: wholeBaht(10) }, weight: 15 },
  { prize: { label: "เครดิต ฿50", kind: "credit", value: wholeBaht(50) }, weight: 4 },
  { prize: { label: "20 แต้ม", kind: "point", value: 20 }, weight: 25 },
  { prize: { label: "100 แต้ม", kind: "point", value: 100 }, weight: 8 },
  { prize: { label: "ว่างเปล่า", kind: "none", value: 0 }, weight: 30 }
]

/** Seeded history for the demo players: days before today, at these hours (Bangkok). */
export const SEEDED_DAYS_BEFORE: ReadonlyArray<{ readonly daysBefore: number; readonly index: number }> = [
  { daysBefore: 1, index: 1 },
  { daysBefore: 2, index: 2 },
  { daysBefore: 3, index: 0 },
  { daysBefore: 5, index: 4 }
]
