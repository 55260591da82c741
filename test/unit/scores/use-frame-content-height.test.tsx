// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react"
import { useRef } from "react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { useFrameContentHeight } from "../../../src/routes/scores/use-frame-content-height"

afterEach(cleanup)

// The hook's decoder is a dynamic import. Its first load here goes through the test runner's
// transform (Effect's Schema with it), which on a busy machine took longer than a test may: loaded
// once before the tests, every test's own import below finds it ready.
beforeAll(() => import("../../../src/domain/frame-height-schema"), 60_000)

const SRC = "https://scores.example/frame.html"

const Probe = () => {
  const frame = useRef<HTMLIFrameElement>(null)
  const height = useFrameContentHeight(frame, SRC)
  return (
    <>
      <iframe ref={frame} title="frame" />
      <output data-testid="height">{height ?? "none"}</output>
    </>
  )
}

const frameWindow = (): Window => {
  const frame = screen.getByTitle("frame")
  const content = frame instanceof HTMLIFrameElement ? frame.contentWindow : null
  if (content === null) throw new Error("the frame has no window")
  return content
}

const send = async (init: MessageEventInit) => {
  await act(async () => {
    window.dispatchEvent(new MessageEvent("message", init))
    // The decoder is a dynamic import: let it load and answer.
    await import("../../../src/domain/frame-height-schema")
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

const shown = () => screen.getByTestId("height").textContent

describe("useFrameContentHeight (#15)", () => {
  it("#15 takes the height the frame posts from its own origin", async () => {
    render(<Probe />)
    expect(shown()).toBe("none")
    await send({ data: { type: "frame-height", height: 640 }, origin: "https://scores.example", source: frameWindow() })
    expect(shown()).toBe("640")
  })

  it("#15 ignores the frame's message from another origin, another window's, and one of another shape", async () => {
    render(<Probe />)
    const data = { type: "frame-height", height: 640 }
    await send({ data, origin: "https://elsewhere.example", source: frameWindow() })
    await send({ data, origin: "https://scores.example", source: window })
    await send({ data, origin: "https://scores.example" })
    await send({
      data: { type: "frame-height", height: "640" },
      origin: "https://scores.example",
      source: frameWindow()
    })
    expect(shown()).toBe("none")
  })
})
