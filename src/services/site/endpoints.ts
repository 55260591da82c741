import { ConfigurationList } from "../../domain/configuration-schema"
import { GlobalSetting, OperationSetting } from "../../domain/settings-schema"
import { endpoint, NoBody, NoParams } from "../contract"

/** The site's public settings and its configuration images (API-02..API-04, API-14). */
export const siteEndpoints = {
  setting: endpoint({
    name: "setting",
    method: "GET",
    path: "/api/setting",
    params: NoParams,
    body: NoBody,
    data: GlobalSetting
  }),
  operational: endpoint({
    name: "operational",
    method: "GET",
    path: "/api/setting/operational/website",
    params: NoParams,
    body: NoBody,
    data: OperationSetting
  }),
  configuration: endpoint({
    name: "configuration",
    method: "GET",
    path: "/api/configuration",
    params: NoParams,
    body: NoBody,
    data: ConfigurationList
  }),
  configurationList: endpoint({
    name: "configurationList",
    method: "GET",
    path: "/api/auth/configuration/list",
    params: NoParams,
    body: NoBody,
    data: ConfigurationList
  })
}
