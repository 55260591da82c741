import { Effect } from "effect"
import type { RankingPeriod } from "../../domain/ranking"
import { RankingBoardEvents } from "../../events/ranking/events"
import { RankingService } from "../../services/ranking/ranking-service"
import { loadDataset } from "./dispatch"

// The ranking screen's command (issue #13, OPEN-09), loaded on first use (ranking-lazy.ts). The
// screen runs it with useScreenCommand: a new period or leaving the screen interrupts the request
// before (its fiber ends, the request is aborted, no event is written), so the latest period wins.

/** GET /api/auth/ranking?period=…: the board of this week or this month. */
export const loadRanking = (period: RankingPeriod) =>
  Effect.gen(function* () {
    const service = yield* RankingService
    yield* loadDataset(RankingBoardEvents, { period }, service.ranking(period))
  })
