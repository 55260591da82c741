// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ImageWithFallback } from "../../../src/ui/image-with-fallback"

afterEach(cleanup)

// The component remembers failed addresses for the page's life, so each test uses its own.

const image = (): HTMLImageElement => {
  const element = screen.getByRole("img", { name: "tile" })
  if (!(element instanceof HTMLImageElement)) throw new Error("not an image")
  return element
}

describe("ImageWithFallback", () => {
  it("UI-03 swaps to the placeholder once when the image fails", () => {
    render(<ImageWithFallback src="https://cdn.test/1.png" placeholderSrc="/p1.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("https://cdn.test/1.png")
    fireEvent.error(image())
    expect(image().getAttribute("src")).toBe("/p1.svg")
  })

  it("UI-03 a failing placeholder is not retried: a quiet surface of the same box stands in, never a broken image", () => {
    const { container } = render(
      <ImageWithFallback
        src="https://cdn.test/2.png"
        placeholderSrc="/p2.svg"
        alt="tile"
        width={640}
        height={240}
        className="banner"
      />
    )
    fireEvent.error(image())
    fireEvent.error(image())
    expect(container.querySelector("img")).toBeNull()
    const standIn = screen.getByRole("img", { name: "tile" })
    expect(standIn.tagName).toBe("SPAN")
    expect(standIn.getAttribute("data-image")).toBe("failed")
    expect(standIn.style.aspectRatio).toBe("640 / 240")
  })

  it("#15 a decorative image whose placeholder fails leaves a hidden surface of its attribute size", () => {
    const { container } = render(
      <ImageWithFallback src={null} placeholderSrc="/p3.svg" alt="" width={14} height={14} />
    )
    const img = container.querySelector("img")
    if (img === null) throw new Error("no image")
    fireEvent.error(img)
    const standIn = container.querySelector("[data-image='failed']")
    if (!(standIn instanceof HTMLElement)) throw new Error("no stand-in")
    expect(standIn.getAttribute("aria-hidden")).toBe("true")
    expect(standIn.style.width).toBe("14px")
    expect(standIn.style.height).toBe("14px")
  })

  it("#15 without a placeholder a failed picture leaves the quiet surface", () => {
    render(<ImageWithFallback src="https://cdn.test/4.png" alt="tile" />)
    fireEvent.error(image())
    expect(screen.getByRole("img", { name: "tile" }).getAttribute("data-image")).toBe("failed")
  })

  it("#15 the box shows the loading surface until the picture has loaded", () => {
    render(<ImageWithFallback src="https://cdn.test/5.png" placeholderSrc="/p5.svg" alt="tile" />)
    expect(image().getAttribute("data-image")).toBe("loading")
    fireEvent.load(image())
    expect(image().getAttribute("data-image")).toBe("loaded")
  })

  it("UI-03 a box mounted again does not ask for an address that failed before", () => {
    const first = render(<ImageWithFallback src="https://cdn.test/6.png" placeholderSrc="/p6.svg" alt="tile" />)
    fireEvent.error(image())
    first.unmount()
    render(<ImageWithFallback src="https://cdn.test/6.png" placeholderSrc="/p6.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("/p6.svg")
  })

  it("UI-03 a null src shows the placeholder", () => {
    render(<ImageWithFallback src={null} placeholderSrc="/p7.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("/p7.svg")
  })

  it("UI-03 a new src gets its own chance after an earlier failure", () => {
    const { rerender } = render(<ImageWithFallback src="https://cdn.test/8a.png" placeholderSrc="/p8.svg" alt="tile" />)
    fireEvent.error(image())
    rerender(<ImageWithFallback src="https://cdn.test/8b.png" placeholderSrc="/p8.svg" alt="tile" />)
    expect(image().getAttribute("src")).toBe("https://cdn.test/8b.png")
  })
})
