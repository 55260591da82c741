// @vitest-environment jsdom
// UI-04 / issue #4: the dashboard's largest paint is a tile image above the fold, so those load at
// once (the first row with high priority) and only the tiles below the fold load lazily.
import { cleanup, render } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { DashboardTiles, type DashboardTile } from "../../../src/ui/dashboard/dashboard-tiles"

afterEach(cleanup)

const tiles: ReadonlyArray<DashboardTile> = Array.from({ length: 7 }, (_, index) => ({
  key: `tile-${index}`,
  href: `/auth/tile-${index}`,
  title: `ช่อง ${index}`,
  imageUrl: `/content/tile-${index}.svg`
}))

describe("DashboardTiles", () => {
  it("UI-04 #15 #30 loads the two rows of three a phone sees at once and the rest lazily, all after the first banner (the dashboard's largest paint)", () => {
    const { container } = render(<DashboardTiles tiles={tiles} placeholderSrc="/content/placeholder.svg" />)
    const images = [...container.querySelectorAll("img")]
    expect(images.map((image) => image.getAttribute("loading"))).toEqual([
      "eager",
      "eager",
      "eager",
      "eager",
      "eager",
      "eager",
      "lazy"
    ])
    // Never asked for ahead of the banner, nor preloaded from the page's head (React preloads an
    // eager picture that is not at a low priority): on six connections they made it wait.
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(Array(7).fill("low"))
  })
})
