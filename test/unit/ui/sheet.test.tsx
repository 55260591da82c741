// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Sheet, type SheetProps } from "../../../src/ui/sheet"

afterEach(cleanup)

// The opener and the sheet as a page has them: the sheet mounted while open, focus coming back after.
const Page = (props: Pick<SheetProps, "side" | "titleIsHeading">) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        เปิดเมนู
      </button>
      {open ? (
        <Sheet
          open
          {...props}
          title="เมนู"
          closeLabel="ปิดเมนู"
          onClose={() => setOpen(false)}
          backdropData={{ "data-test-backdrop": "" }}
        >
          <a href="/one">หนึ่ง</a>
          <a href="/two">สอง</a>
        </Sheet>
      ) : null}
    </>
  )
}

const openSheet = (props: Pick<SheetProps, "side" | "titleIsHeading"> = { side: "bottom" }) => {
  render(<Page {...props} />)
  const opener = screen.getByRole("button", { name: "เปิดเมนู" })
  opener.focus()
  fireEvent.click(opener)
  return { opener, sheet: screen.getByRole("dialog", { name: "เมนู" }) }
}

describe("Sheet", () => {
  it("NFR-A11Y a modal dialog named by its title; focus moves to its first control", () => {
    const { sheet } = openSheet()
    expect(sheet.getAttribute("aria-modal")).toBe("true")
    expect(document.activeElement).toBe(within(sheet).getByRole("button", { name: "ปิดเมนู" }))
  })

  it("NFR-A11Y Tab stays inside: from the last control to the first, and back with Shift+Tab", () => {
    const { sheet } = openSheet()
    const close = within(sheet).getByRole("button", { name: "ปิดเมนู" })
    const last = within(sheet).getByRole("link", { name: "สอง" })
    last.focus()
    fireEvent.keyDown(document, { key: "Tab" })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(document, { key: "Tab", shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it("NFR-A11Y Escape, the close button and the backdrop close it, and focus returns to the opener", () => {
    for (const close of [
      () => fireEvent.keyDown(document, { key: "Escape" }),
      () => fireEvent.click(screen.getByRole("button", { name: "ปิดเมนู" })),
      () => {
        const backdrop = document.querySelector("[data-test-backdrop]")
        if (backdrop === null) throw new Error("no backdrop")
        fireEvent.click(backdrop)
      }
    ]) {
      const { opener } = openSheet()
      close()
      expect(screen.queryByRole("dialog")).toBeNull()
      expect(document.activeElement).toBe(opener)
      cleanup()
    }
  })

  it("its title is a heading only when asked: the player menu's h2, the public drawer's plain label", () => {
    const { sheet } = openSheet({ side: "bottom", titleIsHeading: true })
    expect(within(sheet).getByRole("heading", { level: 2, name: "เมนู" })).toBeTruthy()
    cleanup()
    const drawer = openSheet({ side: "left" }).sheet
    expect(within(drawer).queryByRole("heading")).toBeNull()
  })
})
