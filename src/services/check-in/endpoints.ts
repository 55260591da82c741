import { Schema } from "effect"
import { CheckInEntry } from "../../domain/check-in-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The daily check-in (API-47, API-48). */
export const checkInEndpoints = {
  checkInList: endpoint({
    name: "checkInList",
    method: "GET",
    path: "/api/auth/game/check-in",
    params: NoParams,
    body: NoBody,
    data: Schema.Array(CheckInEntry)
  }),
  /** Sent with no body (CHECKIN-05: "an empty body"); answers with the new entry. */
  checkIn: endpoint({
    name: "checkIn",
    method: "POST",
    path: "/api/auth/game/check-in",
    params: NoParams,
    body: NoBody,
    data: CheckInEntry
  })
}
