import { Clock, Effect } from "effect"
import { HISTORY_PAGE_SIZE, periodRange } from "../../domain/history"
import type { HistoryFilter, HistoryPeriod } from "../../domain/history-schema"
import {
  HistoryFilterChosen,
  HistoryPageFailed,
  HistoryPageLoaded,
  HistoryPageLoading,
  HistoryPeriodChosen
} from "../../events/history/events"
import {
  selectHistoryFilter,
  selectHistoryMore,
  selectHistoryNextCursor,
  selectHistoryPeriod
} from "../../events/history/selectors"
import { selectUsername } from "../../events/session/selectors"
import { HistoryService } from "../../services/history/history-service"
import { currentState, dispatch, settle } from "./dispatch"

// The transaction history (issue #10 §4): the first page of the tab shown, then the next pages as
// the player scrolls near the end. Reads only: leaving the screen interrupts them.

const loadPage = (append: boolean) =>
  Effect.gen(function* () {
    const state = yield* currentState
    const username = selectUsername(state)
    if (username === null) return
    const filter = selectHistoryFilter(state)
    const period = selectHistoryPeriod(state)
    const before = append ? selectHistoryNextCursor(state) : null
    if (append && before === null) return
    const service = yield* HistoryService
    // The period's instants from the clock here (Bangkok days and months), never in the reducer.
    const range = periodRange(period, yield* Clock.currentTimeMillis)
    const facts = period === "all" ? { filter, append } : { filter, period, append }
    yield* dispatch(HistoryPageLoading.make(facts))
    yield* settle(
      service.page(username, { kind: filter, before, limit: HISTORY_PAGE_SIZE, ...(range ?? {}) }),
      (data) => dispatch(HistoryPageLoaded.make({ ...facts, data })),
      (failure) => HistoryPageFailed.make({ ...facts, failure })
    )
  })

/** The first page of the tab shown (on entry, on a tab change, after money moved, on 'ลองใหม่'). */
export const loadHistory = loadPage(false)

/** The next page, once: nothing while one is on its way or when the end is reached. */
export const loadMoreHistory = Effect.gen(function* () {
  if (selectHistoryMore(yield* currentState) === "loading") return
  yield* loadPage(true)
})

/** 'ทั้งหมด', 'ฝาก', 'ถอน': the screen's load follows the tab chosen. */
export const chooseHistoryFilter = (filter: HistoryFilter) => dispatch(HistoryFilterChosen.make({ filter }))

/** 'วันนี้', '7 วัน', 'เดือนนี้', a chosen month (#29): the screen's load follows the period chosen. */
export const chooseHistoryPeriod = (period: HistoryPeriod) => dispatch(HistoryPeriodChosen.make({ period }))
