import { RemoteData } from "../remote-data"
import type { RankingState } from "./state"

// The ranking slice's starting value, apart from its schema (the reducer loads before Schema does).

export const initialRanking = (): RankingState => ({ period: null, board: RemoteData.Idle() })
