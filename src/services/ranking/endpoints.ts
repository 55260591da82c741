import { RankingBoard } from "../../domain/ranking-schema"
import { endpoint, NoBody } from "../contract"

/** The ranking (issue #13): no endpoint is listed in the spec, so this row is ours (OPEN-09). */
export const rankingEndpoints = {
  /**
   * OPEN-09: the top 20 by turnover of this Bangkok week or month, usernames masked but the
   * player's own, and the player's own place; `period` other than week|month is a 400.
   */
  ranking: endpoint({
    name: "ranking",
    method: "GET",
    path: "/api/auth/ranking?period=:period",
    params: ["period"],
    body: NoBody,
    data: RankingBoard
  })
}
