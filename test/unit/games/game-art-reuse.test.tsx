// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { GameArt } from "../../../src/ui/games/game-art"

afterEach(cleanup)

const classesOf = (container: HTMLElement) => container.querySelector("img")?.className ?? ""

describe("a game's or provider's picture (#16, UI-03)", () => {
  it("#16 a first picture is never hidden waiting for its load: the browser paints it when it has it", () => {
    const { container } = render(<GameArt src="/game-art/providers/JK.svg" ratio={16 / 9} name="Joker" />)
    const shown = classesOf(container)
    fireEvent.load(container.querySelector("img") ?? document.body)
    // The same look before and after its load: no opacity step that waits for a render.
    expect(classesOf(container)).toBe(shown)
    expect(container.querySelector("[data-game-art]")?.getAttribute("data-game-art")).toBe("loaded")
  })

  it("#16 a reused box hides the old picture until its new one loads (the virtual grid recycles rows)", () => {
    const { container, rerender } = render(<GameArt src="/game-art/JK/SL0001.svg" ratio={1} name="Dragon" />)
    fireEvent.load(container.querySelector("img") ?? document.body)
    const shown = classesOf(container)
    rerender(<GameArt src="/game-art/JK/SL0002.svg" ratio={1} name="Tiger" />)
    const hidden = classesOf(container)
    expect(hidden).not.toBe(shown)
    expect(container.querySelector("[data-game-art]")?.getAttribute("data-initial")).toBe("T")
    fireEvent.load(container.querySelector("img") ?? document.body)
    expect(classesOf(container)).toBe(shown)
  })

  it("UI-03 WCAG 2.5.3 the letter shown while the picture loads is drawn, not text: a card's button keeps its visible label inside its name 'เล่น <name>'", () => {
    const { container } = render(<GameArt src="/game-art/JK/SL0003.svg" ratio={1} name=" Viking Super" />)
    const box = container.querySelector("[data-game-art]")
    expect(box?.getAttribute("data-game-art")).toBe("loading")
    expect(box?.getAttribute("data-initial")).toBe("V")
    expect(box?.textContent).toBe("")
    fireEvent.error(container.querySelector("img") ?? document.body)
    expect(box?.getAttribute("data-initial")).toBe("V")
    expect(box?.textContent).toBe("")
  })

  it("UI-03 a loaded picture shows no letter", () => {
    const { container } = render(<GameArt src="/game-art/JK/SL0004.svg" ratio={1} name="Tiger" />)
    fireEvent.load(container.querySelector("img") ?? document.body)
    expect(container.querySelector("[data-game-art]")?.hasAttribute("data-initial")).toBe(false)
  })
})
