import { LevelData } from "../../domain/account-schema"
import { ConfigurationItem } from "../../domain/configuration-schema"
import { CurrentUser } from "../../domain/user-schema"
import { endpoint, NoBody } from "../contract"

/**
 * The account's rows (#14): the player's user record (API-17, the stored current user refreshed,
 * AMB-29), their level data (API-25) and one configuration entry read again by its key (API-15).
 * Loaded with the first call that needs them, never on first paint.
 */
export const accountEndpoints = {
  userRecord: endpoint({
    name: "userRecord",
    method: "GET",
    path: "/api/auth/user/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: CurrentUser
  }),
  userLevel: endpoint({
    name: "userLevel",
    method: "GET",
    path: "/api/auth/user/level/:uuid",
    params: ["uuid"],
    body: NoBody,
    data: LevelData
  }),
  configurationKey: endpoint({
    name: "configurationKey",
    method: "GET",
    path: "/api/auth/configuration/key?key=:key",
    params: ["key"],
    body: NoBody,
    data: ConfigurationItem
  })
}
