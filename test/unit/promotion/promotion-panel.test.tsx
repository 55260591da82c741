// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { promotionPeriods } from "../../../src/domain/promotion"
import type { UserSetting } from "../../../src/domain/settings"
import { PromotionPanel } from "../../../src/ui/promotion/promotion-panel"

afterEach(cleanup)

const setting: UserSetting = {
  bonusMax: 500,
  bonusRate: 10,
  bonusTimeStart: "09:00:00",
  bonusTimeEnd: "12:00:00",
  endNumberBonus: 150,
  bonusRate2: 20,
  bonusTimeStart2: "18:30:00",
  bonusTimeEnd2: "23:59",
  endNumberBonus2: 99
}

describe("PromotionPanel", () => {
  it("PROMO-01 bonusMax 0 shows only 'ยังไม่มีโปรโมชั่นในขณะนี้'", () => {
    render(<PromotionPanel periods={promotionPeriods({ ...setting, bonusMax: 0 })} loading={false} />)
    expect(screen.getByText("ยังไม่มีโปรโมชั่นในขณะนี้")).toBeTruthy()
    expect(screen.queryAllByRole("listitem")).toHaveLength(0)
  })

  it("PROMO-01 PROMO-02 PROMO-03 bonusMax above 0 shows both periods and no empty message", () => {
    render(<PromotionPanel periods={promotionPeriods(setting)} loading={false} />)
    expect(screen.queryByText("ยังไม่มีโปรโมชั่นในขณะนี้")).toBeNull()
    const items = screen.getAllByRole("listitem")
    expect(items).toHaveLength(2)
    const [first, second] = items.map((item) => item.textContent ?? "")
    expect(first).toContain("โบนัส 10%")
    expect(first).toContain("เวลา 09:00–12:00 น.")
    expect(first).toContain("ทศนิยมท้าย 1.50")
    expect(first).toContain("สูงสุด ฿500.00")
    expect(second).toContain("โบนัส 20%")
    expect(second).toContain("เวลา 18:30–23:59 น.")
    expect(second).toContain("ทศนิยมท้าย 0.99")
    expect(second).toContain("สูงสุด ฿500.00")
  })

  it("shows a busy placeholder while loading", () => {
    const { container } = render(<PromotionPanel periods={null} loading />)
    expect(screen.queryByText("ยังไม่มีโปรโมชั่นในขณะนี้")).toBeNull()
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
  })

  it("#29 the period open now is marked 'ตอนนี้อยู่ในช่วงโบนัส' with 'ฝากเลย' to the deposit screen; the other is not", () => {
    render(
      <PromotionPanel periods={promotionPeriods(setting)} loading={false} openPeriod={2} depositHref="/auth/deposit" />
    )
    const [first, second] = screen.getAllByRole("listitem")
    expect(first?.textContent).not.toContain("ตอนนี้อยู่ในช่วงโบนัส")
    expect(first?.querySelector("a")).toBeNull()
    expect(second?.textContent).toContain("ตอนนี้อยู่ในช่วงโบนัส")
    expect(screen.getByRole("link", { name: "ฝากเลย" }).getAttribute("href")).toBe("/auth/deposit")
  })

  it("#29 outside both periods nothing is marked and there is no 'ฝากเลย'", () => {
    render(<PromotionPanel periods={promotionPeriods(setting)} loading={false} openPeriod={null} depositHref="/x" />)
    expect(screen.queryByText("ตอนนี้อยู่ในช่วงโบนัส")).toBeNull()
    expect(screen.queryByRole("link")).toBeNull()
  })

  it("#29 each period says what its ending asks, with a deposit that earns it", () => {
    render(<PromotionPanel periods={promotionPeriods(setting)} loading={false} />)
    expect(screen.getByText("ฝากยอดที่ลงท้ายด้วย 1.50 เช่น ฿301.50")).toBeTruthy()
    expect(screen.getByText("ฝากยอดที่ลงท้ายด้วย 0.99 เช่น ฿300.99")).toBeTruthy()
  })
})
