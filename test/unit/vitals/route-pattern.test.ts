import { describe, expect, it } from "vitest"
import { UNKNOWN_ROUTE } from "../../../src/domain/vitals"
import { paths } from "../../../src/routes/paths"
import { routePatternOf as patternOf, routePatternsOf } from "../../../src/vitals/route-pattern"

const ROUTE_PATTERNS = routePatternsOf(paths)
const routePatternOf = (pathname: string): string => patternOf(pathname, ROUTE_PATTERNS)

// #30 field data is grouped by route, never by a raw path (which may carry an id or a code).

describe("the route pattern of a path (#30)", () => {
  it("#30 a path with an id or a code is reported as its route's pattern", () => {
    expect(routePatternOf("/auth/reward/7")).toBe("/auth/reward/:categoryId")
    expect(routePatternOf("/aff/ABC123")).toBe("/aff/:afCode")
    expect(routePatternOf("/regis/team1/mk1")).toBe("/regis/:team/:marketing")
    expect(routePatternOf("/auth/games/slot/JK")).toBe("/auth/games/:type/:slot")
  })

  it("#30 a literal route wins over a pattern of the same length, and a trailing slash changes nothing", () => {
    expect(routePatternOf("/auth/games/category")).toBe("/auth/games/category")
    expect(routePatternOf("/auth/dashboard/")).toBe("/auth/dashboard")
    expect(routePatternOf("/")).toBe("/")
  })

  it("#30 a path the registry does not know is the unknown route, not the path", () => {
    expect(routePatternOf("/somchai88/secret")).toBe(UNKNOWN_ROUTE)
    expect(routePatternOf("/auth/reward/7/extra")).toBe(UNKNOWN_ROUTE)
  })

  it("#30 the patterns are the registry's routes, links left out", () => {
    expect(ROUTE_PATTERNS).toContain("/auth/media/wheel")
    expect(ROUTE_PATTERNS.every((pattern) => pattern.startsWith("/"))).toBe(true)
  })
})
