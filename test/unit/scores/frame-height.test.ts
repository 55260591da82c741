import { describe, expect, it } from "vitest"
import { decodeFrameHeight } from "../../../src/domain/frame-height-schema"
import { frameBoxHeight, LOADING_BOX_HEIGHT_PX } from "../../../src/ui/scores/frame-box-height"

describe("the frame's reported content height (#15)", () => {
  it("#15 decodes { type: 'frame-height', height } to whole px, rounding up", () => {
    expect(decodeFrameHeight({ type: "frame-height", height: 612 })).toBe(612)
    expect(decodeFrameHeight({ type: "frame-height", height: 612.2 })).toBe(613)
  })

  it("#15 anything else is no height: another type, a text, zero, a negative, NaN, infinity, nothing", () => {
    for (const data of [
      { type: "height", height: 600 },
      { type: "frame-height", height: "600" },
      { type: "frame-height", height: 0 },
      { type: "frame-height", height: -5 },
      { type: "frame-height", height: Number.NaN },
      { type: "frame-height", height: Number.POSITIVE_INFINITY },
      { type: "frame-height" },
      "frame-height:600",
      null
    ]) {
      expect(decodeFrameHeight(data), JSON.stringify(data)).toBeNull()
    }
  })
})

describe("the height shown of a frame (#15, UI-11, UI-12)", () => {
  it("#15 while loading: a screenful, never more than the specified height", () => {
    expect(frameBoxHeight(2500, null, false)).toBe(LOADING_BOX_HEIGHT_PX)
    expect(frameBoxHeight(300, null, false)).toBe(300)
  })

  it("UI-11 without a report the specified height stands once loaded", () => {
    expect(frameBoxHeight(2500, null, true)).toBe(2500)
    expect(frameBoxHeight(520, null, true)).toBe(520)
  })

  it("#15 a report shrinks it to the content, never above the specified height", () => {
    expect(frameBoxHeight(2500, 700, true)).toBe(700)
    expect(frameBoxHeight(2500, 700, false)).toBe(700)
    expect(frameBoxHeight(520, 2400, true)).toBe(520)
    expect(frameBoxHeight(520, 520, true)).toBe(520)
  })
})
