// @vitest-environment jsdom
// Test kit example 2 (docs/testing.md, "Test kit"): a component test of a screen on scripted layers.
import { fireEvent, screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { CreditBalance } from "../../../src/domain/credit"
import { satang, type Satang } from "../../../src/domain/money"
import { GetCurrentUser } from "../../../src/events/session/events"
import DashboardScreen from "../../../src/routes/dashboard/dashboard-screen"
import { answer } from "../../support/scripted-answer"
import { renderScreen } from "../../support/render-screen"
import { player } from "../events/fixtures"

const balance = (amount: Satang): CreditBalance => ({ balance: amount, balanceType: "M" })

describe("test kit: a screen on scripted layers", () => {
  it("the dashboard shows a skeleton, then the scripted balance; the refresh button asks again", async () => {
    const credits = answer.sequence([
      answer.after("50 millis", balance(satang(152_075))),
      answer.succeed(balance(satang(200_000)))
    ])
    const { harness } = renderScreen(
      <DashboardScreen />,
      { events: [GetCurrentUser.make({ user: player })], user: { credit: () => credits } },
      { route: "/auth/dashboard" }
    )

    expect(screen.queryByText("฿1,520.75")).toBeNull()
    expect(await screen.findByText("฿1,520.75")).toBeTruthy()

    fireEvent.click(screen.getByRole("button", { name: "รีเฟรชยอดเงิน" }))
    expect(await screen.findByText("฿2,000.00")).toBeTruthy()
    await waitFor(() => expect(harness.calls("UserService.credit")).toHaveLength(2))
  })

  it("in replay mode the screen runs no command: no service is called", async () => {
    const { harness } = renderScreen(
      <DashboardScreen />,
      { events: [GetCurrentUser.make({ user: player })] },
      { route: "/auth/dashboard", mode: "replay" }
    )
    fireEvent.click(screen.getByRole("button", { name: "รีเฟรชยอดเงิน" }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(harness.calls()).toEqual([])
    expect(harness.tags()).toEqual(["GetCurrentUser"])
  })
})
