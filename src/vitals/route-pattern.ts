import { UNKNOWN_ROUTE } from "../domain/vitals"

// The route a path is an instance of (#30): field data is grouped by route, and a raw path may
// carry an id or a code (`/auth/reward/7`, `/aff/ABC123`), so only a pattern of the route
// registry (src/routes/paths.ts) is ever reported, and a path it does not know is UNKNOWN_ROUTE.

/** The registry's shape: paths, links (`(x) => ...`) and groups of them. */
export type PathRegistry = { readonly [key: string]: string | ((...args: never) => string) | PathRegistry }

/** Every path pattern of the registry (its links are left out: their routes are there too). */
export const routePatternsOf = (registry: PathRegistry): ReadonlyArray<string> => [
  ...new Set(
    Object.values(registry).flatMap((entry) =>
      typeof entry === "string" ? [entry] : typeof entry === "function" ? [] : routePatternsOf(entry)
    )
  )
]

const segmentsOf = (path: string): ReadonlyArray<string> => path.split("/").filter((segment) => segment !== "")

/** How well a pattern matches: null when it does not; else its count of literal segments. */
const matchScore = (pattern: string, segments: ReadonlyArray<string>): number | null => {
  const wanted = segmentsOf(pattern)
  if (wanted.length !== segments.length) return null
  let literal = 0
  for (const [index, part] of wanted.entries()) {
    if (part.startsWith(":")) continue
    if (part !== segments[index]) return null
    literal += 1
  }
  return literal
}

/** The registry's pattern of `pathname` (the most literal one wins), else UNKNOWN_ROUTE. */
export const routePatternOf = (pathname: string, patterns: ReadonlyArray<string>): string => {
  const segments = segmentsOf(pathname)
  let best: { readonly pattern: string; readonly score: number } | null = null
  for (const pattern of patterns) {
    const score = matchScore(pattern, segments)
    if (score !== null && (best === null || score > best.score)) best = { pattern, score }
  }
  return best?.pattern ?? UNKNOWN_ROUTE
}
