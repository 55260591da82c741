import type { RankingPeriod } from "../../domain/ranking"
import type { RankingBoard } from "../../domain/ranking-schema"
import { RemoteData } from "../remote-data"
import type { AppState } from "../state"

const LOADING: RemoteData<never> = RemoteData.Loading()

/** The board of `period`: loading until the answer about that period is in (latest wins). */
export const selectRankingBoard =
  (period: RankingPeriod) =>
  (state: AppState): RemoteData<RankingBoard> =>
    state.ranking.period === period ? state.ranking.board : LOADING
