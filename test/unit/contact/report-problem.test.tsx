// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { renderToString } from "react-dom/server"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ReportProblem } from "../../../src/ui/contact/report-problem"
import { contactTexts } from "../../../src/ui/contact/texts"

afterEach(cleanup)

const BUTTONS = [contactTexts.report.download, contactTexts.report.copy]

describe("ReportProblem", () => {
  it("#16 in /contact's prerendered HTML its buttons are disabled: a press before React adopts the page would do nothing", () => {
    const host = document.createElement("div")
    host.innerHTML = renderToString(
      <ReportProblem onDownload={() => undefined} onCopy={() => undefined} status={null} manualCopyText={null} />
    )
    const buttons = [...host.querySelectorAll("button")]
    expect(buttons.map((button) => button.textContent)).toEqual(BUTTONS)
    for (const button of buttons) expect(button.disabled, button.textContent ?? "").toBe(true)
  })

  it("#16 drawn in the browser, its buttons are pressable and run their action", () => {
    const onDownload = vi.fn()
    const onCopy = vi.fn()
    render(<ReportProblem onDownload={onDownload} onCopy={onCopy} status={null} manualCopyText={null} />)
    fireEvent.click(screen.getByRole("button", { name: contactTexts.report.download }))
    fireEvent.click(screen.getByRole("button", { name: contactTexts.report.copy }))
    expect(onDownload).toHaveBeenCalledTimes(1)
    expect(onCopy).toHaveBeenCalledTimes(1)
  })
})
