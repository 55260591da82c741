import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { newestFirst, READ_IDS_KEPT, tickerItems, unreadCount, withRead } from "../../../src/domain/announcement"
import { NewsList } from "../../../src/domain/announcement-schema"
import { newsItem, newsList } from "./announcement-fixtures"

// The rules of announcements (#13, UI-19, ENT-20, OPEN-62).

describe("announcements: the news schema (ENT-20)", () => {
  it("ENT-20 decodes a news list sample, keeping markup in the text as plain characters", () => {
    const decoded = Schema.decodeUnknownSync(NewsList)([
      { id: 3, title: "<b>โปร</b>", body: "บรรทัดหนึ่ง\nบรรทัดสอง", publishedAt: "2026-11-22T03:00:00.000Z" }
    ])
    expect(decoded[0]?.title).toBe("<b>โปร</b>")
  })

  it("ENT-20 refuses an item without a date, with an id that is not a positive whole number, or an empty title", () => {
    const decode = Schema.decodeUnknownEither(NewsList)
    const base = { id: 1, title: "t", body: "", publishedAt: "2026-11-22T03:00:00.000Z" }
    expect(decode([{ ...base, publishedAt: "เมื่อวาน" }])._tag).toBe("Left")
    expect(decode([{ ...base, id: 0 }])._tag).toBe("Left")
    expect(decode([{ ...base, id: 1.5 }])._tag).toBe("Left")
    expect(decode([{ ...base, title: "" }])._tag).toBe("Left")
    expect(decode([base])._tag).toBe("Right")
  })
})

describe("announcements: order, unread count and ticker (UI-19, OPEN-62)", () => {
  it("UI-19 the newest by publish time comes first; the same instant puts the higher id first", () => {
    const sameTime = newsItem({ id: 13, publishedAt: newsList[0]?.publishedAt ?? "" })
    const order = newestFirst([
      newsList[2] ?? newsItem(),
      newsList[0] ?? newsItem(),
      sameTime,
      newsList[1] ?? newsItem()
    ])
    expect(order.map((item) => item.id)).toEqual([13, 12, 11, 10])
  })

  it("UI-19 the unread count is the items whose ids this device has not read", () => {
    expect(unreadCount(newsList, [])).toBe(3)
    expect(unreadCount(newsList, [11, 99])).toBe(2)
    expect(unreadCount(newsList, [10, 11, 12])).toBe(0)
    expect(unreadCount([], [1])).toBe(0)
  })

  it("UI-19 the ticker runs through the newest three; dismissed at the newest it is empty until a newer one", () => {
    const four = [newsItem({ id: 13, publishedAt: "2026-11-23T02:00:00.000Z" }), ...newsList]
    expect(tickerItems(four, null).map((item) => item.id)).toEqual([13, 12, 11])
    expect(tickerItems(four, 13)).toEqual([])
    // Dismissed at 12, then 13 was published: it comes back.
    expect(tickerItems(four, 12).map((item) => item.id)).toEqual([13, 12, 11])
    expect(tickerItems([], null)).toEqual([])
  })

  it("UI-19 reading adds ids once, keeps the newest reads, and never grows past READ_IDS_KEPT", () => {
    const read = withRead([1, 2], [2, 3])
    expect(read).toEqual([1, 2, 3])
    expect(withRead(read, [1])).toBe(read)
    const many = withRead(
      [],
      Array.from({ length: READ_IDS_KEPT + 5 }, (_, index) => index + 1)
    )
    expect(many).toHaveLength(READ_IDS_KEPT)
    expect(many[0]).toBe(6)
  })
})
