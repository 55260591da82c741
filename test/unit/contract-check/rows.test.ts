// #32 contract:check's rows are the contract's: every endpoint of every area
// (src/services/<area>/endpoints.ts, found by file name like contract-coverage.test.ts) has a row,
// each row is the app's own descriptor, and the writes are the rows the contract sends with a body
// that changes something.
import { describe, expect, it } from "vitest"
import { contractRows } from "../../../tools/contract-check/rows"
import type { Endpoint } from "../../../src/services/contract"

type AnyEndpoint = Endpoint<string, string, unknown, unknown, unknown, unknown>

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === "object" && value !== null && "name" in value && "path" in value && "method" in value

const areaModules = import.meta.glob<Record<string, unknown>>("../../../src/services/*/endpoints.ts", { eager: true })

const endpoints = Object.values(areaModules).flatMap((module) =>
  Object.values(module).flatMap((group) =>
    typeof group === "object" && group !== null ? Object.values(group).filter(isEndpoint) : []
  )
)

const rows = contractRows({ username: "u", password: "p" }, Date.UTC(2026, 10, 27))

describe("contract:check's rows (#32)", () => {
  it("#32 every endpoint of the contract has a row, with its method and path", () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(55)
    const missing = endpoints.filter(
      (endpoint) =>
        !rows.some((row) => row.name === endpoint.name && row.method === endpoint.method && row.path === endpoint.path)
    )
    expect(missing.map((endpoint) => endpoint.name)).toEqual([])
  })

  it("#32 the login comes first and the logout last; every GET is a read", () => {
    expect(rows[0]?.name).toBe("login")
    expect(rows.at(-1)?.name).toBe("logout")
    expect(rows.filter((row) => row.method === "GET" && row.kind === "write")).toEqual([])
  })
})
