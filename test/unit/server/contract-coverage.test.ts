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
