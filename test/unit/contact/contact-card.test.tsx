// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { lineProfileUrl } from "../../../src/domain/contact"
import { ContactCard } from "../../../src/ui/contact/contact-card"
import { contactTexts } from "../../../src/ui/contact/texts"

afterEach(cleanup)

describe("ContactCard", () => {
  const url = lineProfileUrl("@goldbet")

  it("SUPPORT-01 SUPPORT-04 shows the label and a 150px QR code", () => {
    const { container } = render(<ContactCard label={contactTexts.main} lineId="@goldbet" url={url} />)
    expect(screen.getByRole("heading", { name: "ไลน์หลัก" })).toBeTruthy()
    const svg = container.querySelector("svg")
    expect(svg?.getAttribute("width")).toBe("150")
    expect(svg?.getAttribute("height")).toBe("150")
  })

  it("SUPPORT-05 the id is a link to the same profile, opened safely in a new tab", () => {
    render(<ContactCard label={contactTexts.backup} lineId="@goldbet" url={url} />)
    const link = screen.getByRole("link", { name: "@goldbet" })
    expect(link.getAttribute("href")).toBe(url)
    expect(link.getAttribute("target")).toBe("_blank")
    expect(link.getAttribute("rel")).toBe("noopener noreferrer")
  })
})
