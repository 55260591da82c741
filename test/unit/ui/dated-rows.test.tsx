// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { DatedRow, DatedRows, DatedRowsLoading, type DatedRowItem } from "../../../src/ui/dated-rows"
import { byBangkokDay } from "../../../src/ui/day-groups"

afterEach(cleanup)

/** 27 Nov 2026, 13:03 in Bangkok (06:03 UTC). */
const NOW = Date.parse("2026-11-27T06:03:00Z")

const row = (id: string, at: string, extra: Partial<DatedRowItem> = {}): DatedRowItem => ({
  id,
  at,
  title: `รายการ ${id}`,
  amount: "฿100.00",
  ...extra
})

describe("DatedRows", () => {
  it("each row says what, when (Thai, Buddhist year, Bangkok time), its detail, amount and status", () => {
    render(
      <DatedRows
        label="รายการฝากของฉัน"
        empty="ยังไม่มีรายการ"
        rows={[
          row("a", "2026-11-26T17:30:00Z", {
            title: "พร้อมเพย์",
            detail: "กสิกรไทย",
            amount: "฿1,000.00",
            status: <span>สำเร็จ</span>
          })
        ]}
      />
    )
    const list = screen.getByRole("list", { name: "รายการฝากของฉัน" })
    const [item] = within(list).getAllByRole("listitem")
    // 17:30 UTC is 00:30 the next day in Bangkok, whatever the machine's zone.
    expect(item?.textContent).toBe("พร้อมเพย์27 พ.ย. 2569 00:30กสิกรไทย฿1,000.00สำเร็จ")
    expect(item?.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-26T17:30:00Z")
  })

  it("without a title the date and time are the row's first line (a withdrawal, a slip)", () => {
    render(<DatedRows empty="-" rows={[row("a", "2026-11-27T06:03:00Z", { title: undefined, detail: "SCB 123" })]} />)
    expect(screen.getByRole("listitem").textContent).toBe("27 พ.ย. 2569 13:03SCB 123฿100.00")
  })

  it("a date prefix is said before the date on its line", () => {
    render(<DatedRows empty="-" rows={[row("a", "2026-11-27T06:03:00Z", { datePrefix: "เลือกใบที่ 2" })]} />)
    expect(screen.getByRole("listitem").textContent).toBe("รายการ aเลือกใบที่ 2 · 27 พ.ย. 2569 13:03฿100.00")
  })

  it("an unreadable date shows a dash, never 'Invalid Date'", () => {
    render(<DatedRows empty="-" rows={[row("a", "not a date")]} />)
    expect(screen.getByRole("listitem").textContent).toBe("รายการ a—฿100.00")
  })

  it("money in and money out read in different colours, and neither like a plain amount", () => {
    render(
      <DatedRows
        empty="-"
        rows={[
          row("in", "2026-11-27T06:03:00Z", { amount: "+฿5.00", tone: "in" }),
          row("out", "2026-11-27T06:03:00Z", { amount: "−฿5.00", tone: "out" }),
          row("plain", "2026-11-27T06:03:00Z", { amount: "฿5.00" })
        ]}
      />
    )
    const classes = ["+฿5.00", "−฿5.00", "฿5.00"].map((text) => screen.getByText(text).className)
    expect(new Set(classes).size).toBe(3)
  })

  it("a row keeps the data attributes the screen finds it by, and its full-width lines", () => {
    const { container } = render(
      <DatedRows
        empty="-"
        rows={[row("d1", "2026-11-27T06:03:00Z", { data: { "data-deposit-id": "d1" }, children: "เหตุผล: ไม่พบยอด" })]}
      />
    )
    const item = container.querySelector('li[data-deposit-id="d1"]')
    expect(item?.textContent).toContain("เหตุผล: ไม่พบยอด")
  })

  it("an empty list says so in Thai and shows no list", () => {
    render(<DatedRows label="ประวัติการถอน" empty="ยังไม่มีประวัติการถอน" rows={[]} />)
    expect(screen.getByText("ยังไม่มีประวัติการถอน")).toBeTruthy()
    expect(screen.queryByRole("list")).toBeNull()
  })

  it("keeps the order given: newest first stays first", () => {
    render(
      <DatedRows
        empty="-"
        rows={[
          row("new", "2026-11-27T06:00:00Z"),
          row("old", "2026-11-01T06:00:00Z"),
          row("mid", "2026-11-20T06:00:00Z")
        ]}
      />
    )
    expect(screen.getAllByRole("listitem").map((item) => item.textContent?.slice(0, 10))).toEqual([
      "รายการ new",
      "รายการ old",
      "รายการ mid"
    ])
  })
})

describe("DatedRows grouped by Bangkok day", () => {
  const rows = [
    row("a", "2026-11-27T05:00:00Z"),
    // 00:30 on the 27th in Bangkok: today, though it is still the 26th in UTC.
    row("b", "2026-11-26T17:30:00Z"),
    // 23:59 on the 26th in Bangkok: yesterday.
    row("c", "2026-11-26T16:59:00Z"),
    row("d", "2026-11-20T03:00:00Z")
  ]

  it("puts each day under its heading: 'วันนี้', 'เมื่อวาน', then the Thai date", () => {
    render(<DatedRows label="ประวัติ" empty="-" rows={rows} groupByDay={byBangkokDay(NOW)} />)
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "วันนี้",
      "เมื่อวาน",
      "20 พ.ย. 2569"
    ])
  })

  it("lists each day's rows in a list named by its heading, each row with its time only", () => {
    render(<DatedRows label="ประวัติ" empty="-" rows={rows} groupByDay={byBangkokDay(NOW)} />)
    const today = screen.getByRole("list", { name: "วันนี้" })
    expect(
      within(today)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual(["รายการ a12:00฿100.00", "รายการ b00:30฿100.00"])
    expect(within(screen.getByRole("list", { name: "เมื่อวาน" })).getByRole("listitem").textContent).toBe(
      "รายการ c23:59฿100.00"
    )
    // The outer list keeps its name: a list of days.
    expect(screen.getByRole("list", { name: "ประวัติ" })).toBeTruthy()
  })

  it("shows a day the rows come back to as a group of its own, each group told apart", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <DatedRows
        empty="-"
        rows={[row("a", "2026-11-27T05:00:00Z"), row("b", "2026-11-20T05:00:00Z"), row("c", "2026-11-27T04:00:00Z")]}
        groupByDay={byBangkokDay(NOW)}
      />
    )
    expect(screen.getAllByRole("heading").map((heading) => heading.textContent)).toEqual(["วันนี้", "20 พ.ย. 2569", "วันนี้"])
    expect(errors).not.toHaveBeenCalled()
  })

  it("takes the heading level of where the list sits", () => {
    render(<DatedRows empty="-" rows={rows} groupByDay={byBangkokDay(NOW)} dayHeading="h2" />)
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3)
  })
})

describe("byBangkokDay", () => {
  it("never moves a row: a day the rows come back to starts a group of its own", () => {
    const groups = byBangkokDay(NOW)([
      row("a", "2026-11-27T05:00:00Z"),
      row("b", "2026-11-20T05:00:00Z"),
      row("c", "2026-11-27T04:00:00Z")
    ])
    expect(groups.map((group) => [group.heading, group.rows.map((r) => r.id)])).toEqual([
      ["วันนี้", ["a"]],
      ["20 พ.ย. 2569", ["b"]],
      ["วันนี้", ["c"]]
    ])
  })

  it("names today and yesterday by Bangkok's calendar at the turn of the day", () => {
    // 00:10 on the 1st of December in Bangkok (17:10 UTC on 30 November).
    const justAfterMidnight = Date.parse("2026-11-30T17:10:00Z")
    const groups = byBangkokDay(justAfterMidnight)([
      row("now", "2026-11-30T17:05:00Z"),
      row("late", "2026-11-30T16:50:00Z"),
      row("before", "2026-11-29T16:50:00Z")
    ])
    expect(groups.map((group) => group.heading)).toEqual(["วันนี้", "เมื่อวาน", "29 พ.ย. 2569"])
  })
})

describe("DatedRow in a virtual list", () => {
  it("renders inside the list's own item as a div with the screen's class, its attributes kept", () => {
    const { container } = render(
      <ul>
        <li>
          <DatedRow
            as="div"
            className="fixed-height"
            at="2026-11-27T06:03:00Z"
            title="ถอนเงิน"
            amount="−฿5.00"
            data={{ "data-history-row": "withdraw" }}
          />
        </li>
      </ul>
    )
    const card = container.querySelector('li > div[data-history-row="withdraw"]')
    expect(card?.classList.contains("fixed-height")).toBe(true)
    expect(card?.textContent).toBe("ถอนเงิน27 พ.ย. 2569 13:03−฿5.00")
  })
})

describe("DatedRowsLoading", () => {
  it("shows grey rows while the list loads, marked busy", () => {
    const { container } = render(<DatedRowsLoading count={3} />)
    expect(container.querySelector('[aria-busy="true"]')?.querySelectorAll("[data-skeleton]")).toHaveLength(3)
  })
})
