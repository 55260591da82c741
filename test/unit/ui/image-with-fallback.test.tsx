// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ImageWithFallback } from "../../../src/ui/image-with-fallback"

afterEach(cleanup)

const image = (): HTMLImageElement => {
  const element = screen.getByRole("img", { name: "tile" })
  if (!(element instanceof HTMLImageElement)) throw new Error("not an image")
  return element
}

describe("ImageWithFallback", () => {
  it("UI-03 swaps to the placeholder once when the image fails", () => {
    render(<ImageWithFallback src="https://cdn.test/a.png" placeholderSrc="/assets/placeholder.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("https://cdn.test/a.png")
    fireEvent.error(image())
    expect(image().getAttribute("src")).toBe("/assets/placeholder.svg")
  })

  it("UI-03 a failing placeholder is not retried", () => {
    render(<ImageWithFallback src="https://cdn.test/a.png" placeholderSrc="/assets/placeholder.svg" alt="tile" />)
    fireEvent.error(image())
    const afterFirst = image()
    fireEvent.error(afterFirst)
    fireEvent.error(afterFirst)
    expect(image()).toBe(afterFirst)
    expect(image().getAttribute("src")).toBe("/assets/placeholder.svg")
  })

  it("UI-03 a null src shows the placeholder", () => {
    render(<ImageWithFallback src={null} placeholderSrc="/assets/placeholder.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("/assets/placeholder.svg")
  })

  it("UI-03 a new src gets its own chance after an earlier failure", () => {
    const { rerender } = render(<ImageWithFallback src="https://cdn.test/a.png" placeholderSrc="/p.svg" alt="tile" />)
    fireEvent.error(image())
    rerender(<ImageWithFallback src="https://cdn.test/b.png" placeholderSrc="/p.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("https://cdn.test/b.png")
  })
})
