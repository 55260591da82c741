// DESIGN-03: every row of every area's contract (src/services/<area>/endpoints.ts, found here by
// file name, so a new area is covered without being listed) is served by the reference server with
// the same method and path, by one route.
import { describe, expect, it } from "vitest"
import { API_ROUTES } from "../../../server/api/routes"
import type { Endpoint } from "../../../src/services/contract"

type AnyEndpoint = Endpoint<string, string, unknown, unknown, unknown, unknown>

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" &&
  value !== null &&
  "name" in value &&
  "method" in value &&
  "path" in value &&
  typeof value.name === "string" &&
  typeof value.path === "string"

const areaModules = import.meta.glob<Record<string, unknown>>("../../../src/services/*/endpoints.ts", { eager: true })

/** Every endpoint of every area, with the file that declares it. */
const endpoints = Object.entries(areaModules).flatMap(([file, module]) =>
  Object.values(module).flatMap((group) =>
    typeof group === "object" && group !== null
      ? Object.values(group).flatMap((value) => (isEndpoint(value) ? [{ file, endpoint: value }] : []))
      : []
  )
)

describe("the contract and the reference server", () => {
  it("DESIGN-03 finds the areas' contract rows", () => {
    expect(Object.keys(areaModules).length).toBeGreaterThanOrEqual(4)
    expect(endpoints.map(({ endpoint }) => endpoint.name)).toContain("login")
  })

  it("DESIGN-03 each endpoint has exactly one server route with its name, method and path", () => {
    for (const { file, endpoint } of endpoints) {
      const routes = API_ROUTES.filter((route) => route.name === endpoint.name)
      expect(routes, `${endpoint.name} (${file})`).toHaveLength(1)
      expect(routes[0], endpoint.name).toMatchObject({ method: endpoint.method, path: endpoint.path })
    }
  })

  it("DESIGN-03 the server routes nothing the contract does not declare", () => {
    const declared = new Set(endpoints.map(({ endpoint }) => endpoint.name))
    expect(API_ROUTES.map((route) => route.name).filter((name) => !declared.has(name))).toEqual([])
  })

  it("DESIGN-03 no two endpoints share a name or a method and path", () => {
    const names = endpoints.map(({ endpoint }) => endpoint.name)
    expect(new Set(names).size).toBe(names.length)
    const calls = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`)
    expect(new Set(calls).size).toBe(calls.length)
  })
})

/**
 * Spec §7's calls, as its rows name them (API-01..API-55): method (API-23's is ours, OPEN-29) and
 * path, the path's parameters written `{name}`. With #14 every one of them is a contract row.
 */
const SPEC_CALLS: ReadonlyArray<readonly [string, string, string]> = [
  ["API-01", "POST", "/api/auth/login"],
  ["API-02", "GET", "/api/setting"],
  ["API-03", "GET", "/api/setting/operational/website"],
  ["API-04", "GET", "/api/configuration"],
  ["API-05", "GET", "/api/announcement"],
  ["API-06", "GET", "/api/deposit"],
  ["API-07", "GET", "/api/withdraw/history"],
  ["API-08", "POST", "/api/user/register"],
  ["API-09", "GET", "/api/user/checkPhone/{value}"],
  ["API-10", "POST", "/api/user/checkBankId/{bankId}"],
  ["API-11", "GET", "/api/user/inviter/{afCode}"],
  ["API-12", "GET", "/api/user/checkUsername/{value}"],
  ["API-13", "POST", "/api/bank/name"],
  ["API-14", "GET", "/api/auth/configuration/list"],
  ["API-15", "GET", "/api/auth/configuration/key"],
  ["API-16", "GET", "/api/auth/user/detail/{uuid}"],
  ["API-17", "GET", "/api/auth/user/{uuid}"],
  ["API-18", "POST", "/api/auth/user/getCredit/{username}"],
  ["API-19", "POST", "/api/auth/user/game/cashOut"],
  ["API-20", "POST", "/api/auth/user/opengame"],
  ["API-21", "POST", "/api/auth/user/transfer/to/bank"],
  ["API-22", "POST", "/api/auth/user/game/list"],
  ["API-23", "", "/api/auth/user/games/{gameCate}"],
  ["API-24", "POST", "/api/auth/user/change-password/{uuid}"],
  ["API-25", "GET", "/api/auth/user/level/{uuid}"],
  ["API-26", "GET", "/api/auth/deposit/{uuid}"],
  ["API-27", "GET", "/api/auth/withdraw/withdraw-history/{uuid}"],
  ["API-28", "POST", "/api/auth/withdraw/retry"],
  ["API-29", "POST", "/api/auth/withdraw/{uuid}"],
  ["API-30", "GET", "/api/auth/withdraw/withdraw-request/{uuid}"],
  ["API-31", "POST", "/api/auth/setting"],
  ["API-32", "GET", "/api/auth/affiliate/bonus/{username}"],
  ["API-33", "GET", "/api/auth/affiliate/downline/{username}"],
  ["API-34", "GET", "/api/auth/affiliate/code/{uuid}"],
  ["API-35", "POST", "/api/auth/affiliate/withdraw/{username}"],
  ["API-36", "POST", "/api/auth/affiliate/downline/bonus/{username}"],
  ["API-37", "POST", "/api/auth/log/affiliate/{username}"],
  ["API-38", "POST", "/api/auth/reward"],
  ["API-39", "POST", "/api/auth/reward/request"],
  ["API-40", "POST", "/api/auth/reward/request/history"],
  ["API-41", "GET", "/api/auth/wheel"],
  ["API-42", "POST", "/api/auth/wheel/reward"],
  ["API-43", "POST", "/api/auth/wheel/log"],
  ["API-44", "POST", "/api/auth/game/flip-card/random-reward"],
  ["API-45", "GET", "/api/auth/game/flip-card/logs"],
  ["API-46", "GET", "/api/auth/game"],
  ["API-47", "GET", "/api/auth/game/check-in"],
  ["API-48", "POST", "/api/auth/game/check-in"],
  ["API-49", "POST", "/api/auth/slip/verify"],
  ["API-50", "POST", "/api/auth/slip/confirm"],
  ["API-51", "POST", "/api/auth/slip/request-deposit"],
  ["API-52", "GET", "/api/auth/slip/my/request"],
  ["API-53", "GET", "/api/auth/announcement"],
  ["API-54", "GET", "/api/auth/address/mine"],
  ["API-55", "PATCH", "/api/auth/address"]
]

/** A path with its parameters, whatever their names and however written, as `:` and no query. */
const shapeOf = (path: string): string => path.replace(/\?.*$/, "").replace(/\{\w+\}|:\w+/g, ":")

describe("spec §7 and the contract (#14)", () => {
  it("DESIGN-03 every call of spec §7 (API-01..API-55) is a contract row with its method and path", () => {
    expect(SPEC_CALLS).toHaveLength(55)
    const rows = endpoints.map(({ endpoint }) => ({ method: endpoint.method, shape: shapeOf(endpoint.path) }))
    const missing = SPEC_CALLS.filter(
      ([, method, path]) => !rows.some((row) => row.shape === shapeOf(path) && (method === "" || row.method === method))
    ).map(([id]) => id)
    expect(missing).toEqual([])
  })
})
