import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DEMO_WHEEL } from "../../../src/domain/demo/wheel"
import { wholeBaht } from "../../../src/domain/money"
import {
  landingAngle,
  leftToday,
  resultText,
  segmentAtPointer,
  spinsPerDay,
  SPIN_TURNS,
  textColourOn,
  weightedIndex
} from "../../../src/domain/wheel"
import { WheelBoard, WheelSegment } from "../../../src/domain/wheel-schema"

// The prize wheel's rules (issue #13, OPEN-12, ROUTE-18).

describe("the wheel's landing angle", () => {
  for (const count of [2, 6, 8, 12]) {
    for (let index = 0; index < count; index += 1) {
      it(`segment ${index} of ${count}: the pointer lands at its centre, after ${SPIN_TURNS} full turns, from any angle`, () => {
        for (const current of [0, 17, 359.5, 1_234.5, 3_600]) {
          const angle = landingAngle(current, index, count)
          expect(segmentAtPointer(angle, count)).toBe(index)
          // The centre: the pointer's place within the segment is half its width.
          const width = 360 / count
          const under = (((360 - (angle % 360)) % 360) + 360) % 360
          expect(under - index * width).toBeCloseTo(width / 2, 6)
          // The rotation only grows: at least the full turns, less than one turn more.
          expect(angle - current).toBeGreaterThanOrEqual(SPIN_TURNS * 360)
          expect(angle - current).toBeLessThan((SPIN_TURNS + 1) * 360)
        }
      })
    }
  }

  it("every segment of the demo wheel, spun one after another, lands where the server said", () => {
    let current = 0
    for (const [index] of DEMO_WHEEL.entries()) {
      current = landingAngle(current, index, DEMO_WHEEL.length)
      expect(segmentAtPointer(current, DEMO_WHEEL.length)).toBe(index)
    }
  })
})

describe("spins per day", () => {
  it("silver 1, gold 2, platinum and diamond 3; an unknown level 0 gets 1", () => {
    expect([0, 1, 2, 3, 4, 9].map(spinsPerDay)).toEqual([1, 1, 2, 3, 3, 3])
  })

  it("spins left: the allowance less the used ones, never below zero", () => {
    expect(leftToday(1, 0)).toBe(1)
    expect(leftToday(1, 1)).toBe(0)
    expect(leftToday(1, 2)).toBe(0)
    expect(leftToday(3, 2)).toBe(1)
  })
})

describe("the weighted draw", () => {
  it("walks the cumulative weights: each boundary falls to the next segment", () => {
    const weights = [1, 2, 1]
    expect(weightedIndex(weights, 0)).toBe(0)
    expect(weightedIndex(weights, 0.2499)).toBe(0)
    expect(weightedIndex(weights, 0.25)).toBe(1)
    expect(weightedIndex(weights, 0.7499)).toBe(1)
    expect(weightedIndex(weights, 0.75)).toBe(2)
    expect(weightedIndex(weights, 0.999_999)).toBe(2)
    expect(weightedIndex(weights, 1)).toBe(2)
  })

  it("the demo wheel gives every segment a chance", () => {
    expect(DEMO_WHEEL.every((entry) => entry.weight > 0)).toBe(true)
  })
})

describe("the result and the segments' look", () => {
  it("'คุณได้รับ <label>' for a prize, 'เสียใจด้วย <label>' for a no-prize segment", () => {
    expect(resultText({ label: "เครดิต ฿20", kind: "credit", value: wholeBaht(20) })).toBe("คุณได้รับ เครดิต ฿20")
    expect(resultText({ label: "50 แต้ม", kind: "point", value: 50 })).toBe("คุณได้รับ 50 แต้ม")
    expect(resultText({ label: "ลองใหม่นะ", kind: "none", value: 0 })).toBe("เสียใจด้วย ลองใหม่นะ")
  })

  it("labels are dark on light colours and white on dark ones", () => {
    expect(textColourOn("#f9a825")).toBe("#1a1a1a")
    expect(textColourOn("#1565c0")).toBe("#ffffff")
    expect(textColourOn("#ffffff")).toBe("#1a1a1a")
    expect(textColourOn("#000000")).toBe("#ffffff")
  })

  it("OPEN-12 a segment decodes label, colour, kind and value; credit baht becomes satang", () => {
    const decode = Schema.decodeUnknownSync(WheelSegment)
    expect(decode({ id: 1, label: "เครดิต ฿20", colour: "#c62828", kind: "credit", value: 20.5 })).toMatchObject({
      value: 2050
    })
    expect(decode({ id: 2, label: "50 แต้ม", colour: "#f9a825", kind: "point", value: 50 })).toMatchObject({ value: 50 })
    expect(() => decode({ id: 2, label: "x", colour: "#f9a825", kind: "point", value: 1.5 })).toThrow()
    expect(() => decode({ id: 3, label: "x", colour: "red", kind: "none", value: 0 })).toThrow()
    expect(() => decode({ id: 3, label: "x", colour: "#000000", kind: "none", value: 5 })).toThrow()
    expect(() => decode({ id: 3, label: "x", colour: "#000000", kind: "jackpot", value: 0 })).toThrow()
  })

  it("a board with fewer than two segments or negative spins does not decode", () => {
    const decode = Schema.decodeUnknownSync(WheelBoard)
    const segment = { id: 1, label: "ลองใหม่นะ", colour: "#37474f", kind: "none", value: 0 }
    expect(() => decode({ segments: [segment], spinsPerDay: 1, spinsLeft: 1 })).toThrow()
    expect(() => decode({ segments: [segment, segment], spinsPerDay: 1, spinsLeft: -1 })).toThrow()
  })
})
