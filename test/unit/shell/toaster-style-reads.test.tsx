// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from "@testing-library/react"
import { toast } from "sonner"
import { afterEach, describe, expect, it, vi } from "vitest"
import { AppToaster } from "../../../src/routes/shell/toaster"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe("the toaster (#30, Total Blocking Time)", () => {
  it("#30 UI-15 shows a toast without asking the page's computed style (a whole-page style pass on a phone)", async () => {
    const styleReads = vi.spyOn(window, "getComputedStyle")
    render(<AppToaster />)
    // Found by selector: Testing Library's role queries read computed styles themselves.
    await waitFor(() => expect(document.querySelector("section[aria-live]")).not.toBeNull())
    act(() => {
      toast("บันทึกแล้ว")
    })
    await waitFor(() => expect(document.querySelector("[data-sonner-toast]")?.textContent).toContain("บันทึกแล้ว"))
    expect(styleReads.mock.calls.filter(([element]) => element === document.documentElement)).toEqual([])
    expect(document.querySelector("[data-sonner-toaster]")?.getAttribute("dir")).toBe("ltr")
  })
})
