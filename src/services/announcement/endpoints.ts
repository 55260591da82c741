import { NewsList } from "../../domain/announcement-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** Announcements (UI-19, ENT-20): the guests' news (API-05, public) and the players' (API-53). */
export const announcementEndpoints = {
  guestNews: endpoint({
    name: "guestNews",
    method: "GET",
    path: "/api/announcement",
    params: NoParams,
    body: NoBody,
    data: NewsList
  }),
  playerNews: endpoint({
    name: "playerNews",
    method: "GET",
    path: "/api/auth/announcement",
    params: NoParams,
    body: NoBody,
    data: NewsList
  })
}
