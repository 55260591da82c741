import { FlipCardBody, FlipCardLogs, FlipCardReward } from "../../domain/flip-card-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The flip card (API-44, API-45). */
export const flipCardEndpoints = {
  /** A play (OPEN-34: `{cardIndex}`): the server deals the cards and pays the picked one's prize. */
  flipCardReward: endpoint({
    name: "flipCardReward",
    method: "POST",
    path: "/api/auth/game/flip-card/random-reward",
    params: NoParams,
    body: FlipCardBody,
    data: FlipCardReward
  }),
  /** The player's plays (newest first) with today's plays left. */
  flipCardLogs: endpoint({
    name: "flipCardLogs",
    method: "GET",
    path: "/api/auth/game/flip-card/logs",
    params: NoParams,
    body: NoBody,
    data: FlipCardLogs
  })
}
