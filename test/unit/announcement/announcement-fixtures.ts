import fc from "fast-check"
import type { NewsItem } from "../../../src/domain/announcement-schema"
import type { AppEvent } from "../../../src/events/schemas"

// Announcement samples for the event and slice tests (#13, ENT-20, UI-19).

export const newsItem = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  id: 10,
  title: "โปรฝากแรกของวัน รับโบนัส 10%",
  body: "ฝากครั้งแรกของวันในช่วง 09:00–12:00 น.",
  publishedAt: "2026-11-22T03:00:00.000Z",
  ...overrides
})

/** Three items, newest first. */
export const newsList: ReadonlyArray<NewsItem> = [
  newsItem({ id: 12, title: "ปิดปรับปรุงระบบฝาก-ถอนชั่วคราว", publishedAt: "2026-11-23T01:00:00.000Z" }),
  newsItem({ id: 11, title: "วงล้อนำโชค เล่นฟรีทุกวัน", publishedAt: "2026-11-22T22:00:00.000Z" }),
  newsItem()
]

const failure = { _tag: "ServerError" as const, status: 500, message: "news" }

/** One of each announcement event, for the samples that cover every tag. */
export const announcementEvents: ReadonlyArray<AppEvent> = [
  { _tag: "GuestNewsLoading" },
  { _tag: "GuestNewsLoaded", data: newsList },
  { _tag: "GuestNewsFailed", failure },
  { _tag: "PlayerNewsLoading" },
  { _tag: "PlayerNewsLoaded", data: newsList },
  { _tag: "PlayerNewsFailed", failure },
  { _tag: "AnnouncementMarksRestored", read: [11], dismissedTicker: null },
  { _tag: "AnnouncementsRead", ids: [12, 10] },
  { _tag: "AnnouncementTickerDismissed", id: 12 }
]

export const announcementGenerators = (
  failures: fc.Arbitrary<{
    readonly _tag: "Timeout" | "NetworkError" | "ServerError" | "DecodeError"
    readonly status: number | null
    readonly message: string
  }>
) => {
  const id = fc.integer({ min: 1, max: 20 })
  const item = fc.record({
    id,
    title: fc.constantFrom("ประกาศ", "<b>โปร</b>"),
    body: fc.constantFrom("", "รายละเอียด\nบรรทัดสอง"),
    publishedAt: fc.constantFrom("2026-11-22T03:00:00.000Z", "2026-11-23T01:00:00.000Z")
  })
  const ev = <T extends string, A extends object>(tag: T, fields: fc.Arbitrary<A>) =>
    fields.map((f) => ({ _tag: tag, ...f }))
  const bare = <T extends string>(tag: T) => fc.constant({ _tag: tag })
  const ids = fc.array(id, { maxLength: 4 })
  return [
    bare("GuestNewsLoading"),
    ev("GuestNewsLoaded", fc.record({ data: fc.array(item, { maxLength: 4 }) })),
    ev("GuestNewsFailed", fc.record({ failure: failures })),
    bare("PlayerNewsLoading"),
    ev("PlayerNewsLoaded", fc.record({ data: fc.array(item, { maxLength: 4 }) })),
    ev("PlayerNewsFailed", fc.record({ failure: failures })),
    ev("AnnouncementMarksRestored", fc.record({ read: ids, dismissedTicker: fc.oneof(fc.constant(null), id) })),
    ev("AnnouncementsRead", fc.record({ ids })),
    ev("AnnouncementTickerDismissed", fc.record({ id }))
  ] as const
}
