// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ImageWithFallback } from "../../../src/ui/image-with-fallback"
import { BrandLogo } from "../../../src/ui/shell/brand-logo"
import { MemoryRouter } from "react-router-dom"

// Each time an image's address is set the browser asks for it again, and it keeps no failed
// answer: a failing picture must have its address set once (UI-03, #15). The tests count the sets,
// through the attribute and through the property React uses when it mounts an image.

const sets: Array<string> = []
const srcProperty = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "src")

beforeEach(() => {
  sets.length = 0
  const setAttribute = Element.prototype.setAttribute
  vi.spyOn(Element.prototype, "setAttribute").mockImplementation(function (this: Element, name, value) {
    if (this instanceof HTMLImageElement && name === "src") sets.push(value)
    setAttribute.call(this, name, value)
  })
  Object.defineProperty(HTMLImageElement.prototype, "src", {
    configurable: true,
    get(this: HTMLImageElement) {
      return this.getAttribute("src") ?? ""
    },
    set(this: HTMLImageElement, value: string) {
      this.setAttribute("src", value)
    }
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  if (srcProperty !== undefined) Object.defineProperty(HTMLImageElement.prototype, "src", srcProperty)
})

const setsOf = (url: string) => sets.filter((value) => value === url).length

/** Runs `event` and the waiting boxes' answers to it (a promise's reactions). */
const settle = (event: () => void) =>
  act(async () => {
    event()
    await Promise.resolve()
  })

/** One picture in two boxes of one screen: in the list ('ในรายการ') and in the history ('ในประวัติ'). */
const renderTwice = (src: string) =>
  render(
    <>
      <ImageWithFallback src={src} placeholderSrc="/p.svg" alt="ในรายการ" />
      <ImageWithFallback src={src} placeholderSrc="/p.svg" alt="ในประวัติ" />
    </>
  )

describe("pictures are asked for once (UI-03, #15)", () => {
  it("UI-03 a picture's address is set once however often its box renders", () => {
    const { rerender } = render(
      <ImageWithFallback src="https://cdn.test/once.png" placeholderSrc="/p.svg" alt="tile" />
    )
    rerender(<ImageWithFallback src="https://cdn.test/once.png" placeholderSrc="/p.svg" alt="tile" width={10} />)
    rerender(<ImageWithFallback src="https://cdn.test/once.png" placeholderSrc="/p.svg" alt="tile" width={20} />)
    expect(setsOf("https://cdn.test/once.png")).toBe(1)
  })

  it("UI-03 a failed address is not asked for by a box mounted later: it shows the placeholder at once", () => {
    const first = render(<ImageWithFallback src="https://cdn.test/gone.png" placeholderSrc="/p.svg" alt="tile" />)
    fireEvent.error(screen.getByRole("img", { name: "tile" }))
    first.unmount()
    render(<ImageWithFallback src="https://cdn.test/gone.png" placeholderSrc="/p.svg" alt="tile" />)
    expect(screen.getByRole("img", { name: "tile" }).getAttribute("src")).toBe("/p.svg")
    expect(setsOf("https://cdn.test/gone.png")).toBe(1)
  })

  it("UI-03 API-15 a failed brand logo gives way to the brand name, tells its caller once, and no other logo asks again", () => {
    const failed = vi.fn()
    const logo = (
      <MemoryRouter>
        <BrandLogo logoUrl="/content/missing-logo.svg" brandName="Nagabet" href="/" height={32} onFailed={failed} />
      </MemoryRouter>
    )
    const first = render(logo)
    const img = first.container.querySelector("img")
    if (img === null) throw new Error("no logo image")
    fireEvent.error(img)
    expect(screen.getByText("Nagabet")).toBeTruthy()
    expect(failed).toHaveBeenCalledExactlyOnceWith("/content/missing-logo.svg")
    first.unmount()
    const second = render(logo)
    expect(second.container.querySelector("img")).toBeNull()
    expect(setsOf("/content/missing-logo.svg")).toBe(1)
  })

  it("UI-03 two boxes of one failing picture on one screen share one request: the second shows the placeholder", async () => {
    renderTwice("/content/rewards/shared-gone.svg")
    // The second box waits while the first one's request is on its way.
    expect(setsOf("/content/rewards/shared-gone.svg")).toBe(1)
    expect(screen.getByRole("img", { name: "ในประวัติ" }).getAttribute("src")).toBeNull()
    await settle(() => fireEvent.error(screen.getByRole("img", { name: "ในรายการ" })))
    expect(screen.getByRole("img", { name: "ในรายการ" }).getAttribute("src")).toBe("/p.svg")
    // The placeholder too is asked for by one box; the other shows it once it has come.
    await settle(() => fireEvent.load(screen.getByRole("img", { name: "ในรายการ" })))
    expect(screen.getByRole("img", { name: "ในประวัติ" }).getAttribute("src")).toBe("/p.svg")
    expect(setsOf("/content/rewards/shared-gone.svg")).toBe(1)
  })

  it("UI-03 the second box of a picture that loaded shows it once the first has it", async () => {
    renderTwice("/content/rewards/shared-ok.svg")
    await settle(() => fireEvent.load(screen.getByRole("img", { name: "ในรายการ" })))
    expect(screen.getByRole("img", { name: "ในประวัติ" }).getAttribute("src")).toBe("/content/rewards/shared-ok.svg")
  })

  it("UI-03 a box waiting on one that leaves the screen asks for the picture itself", async () => {
    const first = render(<ImageWithFallback src="/content/rewards/moved.svg" placeholderSrc="/p.svg" alt="แรก" />)
    render(<ImageWithFallback src="/content/rewards/moved.svg" placeholderSrc="/p.svg" alt="สอง" />)
    expect(screen.getByRole("img", { name: "สอง" }).getAttribute("src")).toBeNull()
    // The first box now shows another picture: its request for this one is abandoned.
    await act(async () => {
      first.rerender(<ImageWithFallback src="/content/rewards/other.svg" placeholderSrc="/p.svg" alt="แรก" />)
      await Promise.resolve()
    })
    expect(screen.getByRole("img", { name: "สอง" }).getAttribute("src")).toBe("/content/rewards/moved.svg")
    expect(setsOf("/content/rewards/moved.svg")).toBe(2)
  })
})
