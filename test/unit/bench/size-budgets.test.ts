import { describe, expect, it } from "vitest"
import {
  checkBudgets,
  chunkMatches,
  closure,
  parseBudgets,
  parseIndexHtml,
  preloadTable,
  readBudgets,
  resolveFrom,
  staticImports,
  type Budgets,
  type RouteFigures
} from "../../bench/size-lib"
import { paths } from "../../../src/routes/paths"
import { PRERENDERED_PAGES } from "../../../src/prerender"

const figure = (route: string, jsGzip: number, cssGzip = 0, totalJsGzip = jsGzip): RouteFigures => ({
  route,
  js: { raw: jsGzip * 3, gzip: jsGzip, brotli: jsGzip - 1000 },
  css: { raw: cssGzip * 3, gzip: cssGzip, brotli: cssGzip },
  files: [],
  totalJs: { raw: totalJsGzip * 3, gzip: totalJsGzip, brotli: totalJsGzip - 1000 },
  totalFiles: []
})

const budgets: Budgets = {
  routes: {
    "/": { chunks: ["public-layout", "home-screen"], jsGzipKB: 175, afterPaint: ["start-runtime"], totalJsGzipKB: 210 },
    "/auth/dashboard": { chunks: ["player-layout", "dashboard-screen"], jsGzipKB: 230, cssGzipKB: 10 }
  }
}

describe("size budgets", () => {
  it("passes routes at or under their budget", () => {
    expect(checkBudgets([figure("/", 175_000), figure("/auth/dashboard", 120_000, 9_000)], budgets)).toEqual([])
  })

  it("names the route, the figure and the budget of each route over it", () => {
    const violations = checkBudgets([figure("/", 206_300), figure("/auth/dashboard", 231_000, 12_500)], budgets)
    expect(
      violations.map((violation) => [violation.route, violation.figure, violation.bytes, violation.budgetKB])
    ).toEqual([
      ["/", "js gzip", 206_300, 175],
      ["/auth/dashboard", "js gzip", 231_000, 230],
      ["/auth/dashboard", "css gzip", 12_500, 10]
    ])
    expect(violations[0]?.message).toBe("/: js gzip 206.3 kB is over its budget of 175.0 kB (by 31.3 kB)")
  })

  it("checks all the JavaScript loaded at start, the runtime after paint included, against its own budget", () => {
    expect(checkBudgets([figure("/", 110_000, 0, 210_000)], budgets)).toEqual([])
    const [over] = checkBudgets([figure("/", 110_000, 0, 212_000)], budgets)
    expect(over?.message).toBe("/: total js gzip 212.0 kB is over its budget of 210.0 kB (by 2.0 kB)")
  })

  it("names a few bytes over in bytes, not as '0.0 kB'", () => {
    const [over] = checkBudgets([figure("/", 175_015)], budgets)
    expect(over?.message).toBe("/: js gzip 175.0 kB is over its budget of 175.0 kB (by 15 B)")
  })

  it("ignores routes without a budget and CSS without a CSS budget", () => {
    expect(checkBudgets([figure("/promotion", 999_000), figure("/", 100_000, 999_000)], budgets)).toEqual([])
  })

  it("refuses a malformed budgets file, saying where", () => {
    expect(() => parseBudgets({})).toThrow(/routes/)
    expect(() => parseBudgets({ routes: { "/": { chunks: ["a"], jsGzipKB: -1 } } })).toThrow("/.jsGzipKB")
    expect(() => parseBudgets({ routes: { "/": { chunks: "a", jsGzipKB: 1 } } })).toThrow("/.chunks")
    expect(() => parseBudgets({ routes: { "/": { chunks: [], jsGzipKB: 1, afterPaint: "x" } } })).toThrow(
      "/.afterPaint"
    )
    expect(() => parseBudgets({ routes: { "/": { chunks: [], jsGzipKB: 1, totalJsGzipKB: 0 } } })).toThrow(
      "/.totalJsGzipKB"
    )
  })

  it("the committed budgets file is valid and covers /, /login and /auth/dashboard", () => {
    const committed = readBudgets()
    expect(Object.keys(committed.routes)).toEqual(expect.arrayContaining(["/", "/login", "/auth/dashboard"]))
    // The targets: the public pages at most 175 kB first, the dashboard at most 230 kB. The
    // public pages wait for no runtime: it loads after paint and is counted in their total. #13's five
    // slices ride in app-main with the others (1.0 kB of its 4.0 kB growth, reward, wheel, flip card,
    // ranking and announcement). #14's three areas (account, password, address) add 2.0 kB more to
    // the start path: a slice, a service with its test layer and lazy command lines each (234.5 kB
    // measured). #15 adds 1.7 kB: the skip link and the focus moved to each page's h1, the check-in
    // popup's day kept on the device, the maintenance watch's lazy lines, the service worker's
    // registration line (236.2 kB measured). #16: a returning player's shell paints from the device's
    // snapshot, and the runtime (start-runtime with effect, 99.8 kB) loads after that paint, so the
    // dashboard's first paint is 133.0 kB measured (cap 134 kB); the snapshot's decoder, slice and
    // selectors add 0.7 kB to every route's start path. The carousel then joined the dashboard's
    // first paint with the banners kept in the snapshot (+2.4 kB, 136.2 kB measured, cap 137 kB):
    // its first banner is the dashboard's LCP, 7.1 -> 3.5 s in Lighthouse on the same machine. The
    // route change's focus handing over to a replaced h1 (#15, a CI failure) adds 0.1 kB to every
    // page's app-main (137.1 kB measured, cap 138 kB). #29 puts the balance in every player screen's
    // top bar, painted from the snapshot with the shell: its row, 'รีเฟรชยอดเงิน' and 'ฝาก', the
    // shown balance's derivation shared with the dashboard's card (a chunk of its own), the card's
    // in-view watch: +1.4 kB on the player routes; the support button loads after the paint, so the
    // public routes are 0.7 kB lighter. The check-in popup's code now loads when it first opens
    // (-1.2 kB on the dashboard), which pays for most of it: 138.02 kB measured, cap 138.1 kB. #29's
    // honest promotions make each banner lead to its offer with its verb and say a player's own
    // loss-refund rate (the slide's caption and `routes/banner-actions.ts`, shared with the
    // promotions page): +0.7 kB; #29's desktop category row (the lobby's categories under the top
    // bar) is in the player layout: +278 B; together 139.1 kB measured, cap 139.2 kB. #30 paints the
    // dashboard from its prerendered frame with no JavaScript at all; what React needs to adopt that
    // frame grew by the frame's own parts (its state, the carousel's place, the slots, the deferred
    // bell, the pictures read as React adopts the page): 139.9 kB measured, cap 140.0 kB. #30's entry
    // then waits for the page's reported first contentful paint before it asks for the app's code
    // (first-paint/page-paint.ts): +0.24 kB in the entry every route loads, for a cold LCP of the
    // frame-painted player screens 0.6–0.9 s earlier (docs/performance.md): 140.2 kB, cap 140.3 kB.
    // #30's movie page paints the first clips' covers the device kept: the snapshot's decoder, which
    // app-main shares with the frame's fill, reads them (+27 B once its lists share one reader), for
    // a movie page's LCP 3.3 s earlier: 140.3 kB, cap 140.4 kB. The flip card page paints today's
    // chances the device kept, the affiliate page its income and the wheel page its disc: the
    // decoder reads them too (+0.2 kB): 140.6 kB, cap 140.6 kB. A prerendered page then carries only
    // the rules of what it shows (vite-plugins/critical-css.ts: its HTML 6–9 kB gzip lighter, one
    // round trip instead of two); the entry asks for the whole stylesheet after the paint and the
    // app waits for it before it renders (+0.1 kB): 140.7 kB, cap 140.8 kB. A provider's games
    // screen paints the first games the device kept of the provider last opened from its own frame
    // (5.4 s → 1.2 s cold LCP): the snapshot's decoder, in app-main and in every frame's inline
    // fill, reads them (+0.2 kB each; the heading, the way back and the cards are filled by the
    // provider frame's fill alone): 141.1 kB, cap 141.2 kB.
    expect(committed.routes["/"]?.jsGzipKB).toBeLessThanOrEqual(175)
    expect(committed.routes["/login"]?.jsGzipKB).toBeLessThanOrEqual(175)
    expect(committed.routes["/auth/dashboard"]?.jsGzipKB).toBeLessThanOrEqual(141.2)
    expect(committed.routes["/"]?.afterPaint).toContain("start-runtime")
    expect(committed.routes["/"]?.page).toBe("prerendered/index.html")
    expect(committed.routes["/auth/dashboard"]?.chunks).not.toContain("start-runtime")
    expect(committed.routes["/auth/dashboard"]?.afterPaint).toContain("start-runtime")
  })
})

/** Every path string of the registry (functions build links to the routes that are listed too). */
const routePatterns = (node: unknown): ReadonlyArray<string> =>
  typeof node === "string"
    ? [node]
    : typeof node === "object" && node !== null
      ? Object.values(node).flatMap(routePatterns)
      : []

/** "/auth/games/:type/:slot" matches "/auth/games/slot/JK"; a query string is not part of a route. */
const matchesPattern = (pattern: string, route: string): boolean =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`).test(
    route.split("?")[0] ?? route
  )

/** Paths that only redirect (to /auth/dashboard and /login): they load no screen of their own. */
const REDIRECT_ONLY: ReadonlyArray<string> = [paths.auth.root, paths.auth.login]

describe("a budget for every route (#16)", () => {
  const committed = readBudgets()
  const budgeted = Object.keys(committed.routes)

  it.each(routePatterns(paths).filter((pattern) => !REDIRECT_ONLY.includes(pattern)))(
    "%s has a budget in size-budgets.json",
    (pattern) => {
      expect(budgeted.filter((route) => matchesPattern(pattern, route))).not.toEqual([])
    }
  )

  it("reads a route pattern's parameters as one path segment each", () => {
    expect(matchesPattern("/auth/games/:type/:slot", "/auth/games/slot/JK")).toBe(true)
    expect(matchesPattern("/auth/games/:type/:slot", "/auth/games/category")).toBe(false)
    expect(matchesPattern("/auth/reward/:categoryId", "/auth/reward/7")).toBe(true)
    expect(matchesPattern("/auth/reward", "/auth/reward/7")).toBe(false)
  })

  it("#16 the prerendered pages and the budgets that name an HTML page are the same, page for page", () => {
    // The size check measures a prerendered route from its HTML and Lighthouse holds it to the
    // guest pages' targets; a page prerendered without its budget saying so is measured as index.html.
    const fromBudgets = Object.entries(committed.routes)
      .flatMap(([route, budget]) => (budget.page === undefined ? [] : [`${route} -> ${budget.page}`]))
      .sort()
    const fromBuild = PRERENDERED_PAGES.map((page) => `${page.path} -> prerendered/${page.name}.html`).sort()
    expect(fromBudgets).toEqual(fromBuild)
    expect(fromBuild).toEqual(
      expect.arrayContaining(["/ -> prerendered/index.html", "/login -> prerendered/login.html"])
    )
  })

  it("every budget names a route of the registry", () => {
    const patterns = routePatterns(paths)
    expect(budgeted.filter((route) => !patterns.some((pattern) => matchesPattern(pattern, route)))).toEqual([])
  })
})

describe("reading a build", () => {
  it("finds index.html's module entry, preloads and stylesheets", () => {
    const html = `<script src="/browser-check.js"></script>
      <script type="module" crossorigin src="/assets/index-BDFRjjRj.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-react-Cd5beY48.js">
      <link rel="icon" href="/favicon.svg">
      <link rel="stylesheet" crossorigin href="/assets/index-Du6vP2B8.css">`
    expect(parseIndexHtml(html)).toEqual({
      scripts: ["assets/index-BDFRjjRj.js"],
      preloads: ["assets/vendor-react-Cd5beY48.js"],
      stylesheets: ["assets/index-Du6vP2B8.css"],
      inlineStyles: []
    })
  })

  it("reads a prerendered page's inlined stylesheet as its CSS", () => {
    const html = `<style>.a{color:red}</style><script type="module" crossorigin src="/assets/index-BDFRjjRj.js"></script>`
    expect(parseIndexHtml(html)).toEqual({
      scripts: ["assets/index-BDFRjjRj.js"],
      preloads: [],
      stylesheets: [],
      inlineStyles: [".a{color:red}"]
    })
  })

  it("follows static imports but not lazy ones", () => {
    const code = `import{r as X}from"./vendor-react-Cd5beY48.js";import"./vendor-effect-Dwml0-74.js";const a=()=>import("./esm-DC88tKMA.js")`
    expect(staticImports(code)).toEqual(["./vendor-react-Cd5beY48.js", "./vendor-effect-Dwml0-74.js"])
    expect(resolveFrom("assets/index.js", "./vendor.js")).toBe("assets/vendor.js")
  })

  it("reads Vite's preload table", () => {
    const code = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.js","assets/b.js","assets/a.css"])))=>i.map(i=>d[i]);
      q(()=>Y(()=>import("./a.js"),__vite__mapDeps([0,1,2])))`
    expect(preloadTable(code, "assets/index.js").get("assets/a.js")).toEqual([
      "assets/a.js",
      "assets/b.js",
      "assets/a.css"
    ])
  })

  it("collects every file reachable once, even through cycles", () => {
    const graph: Record<string, ReadonlyArray<string>> = { a: ["b", "c"], b: ["a", "d"], c: [], d: ["c"] }
    expect([...closure(["a"], (file) => graph[file] ?? [])].sort()).toEqual(["a", "b", "c", "d"])
  })

  it("matches a chunk name to Vite's [name]-[hash].js only", () => {
    expect(chunkMatches("assets/public-layout-DC0olLqR.js", "public-layout")).toBe(true)
    expect(chunkMatches("assets/public-layout-extra-DC0olLqR.js", "public-layout")).toBe(false)
    expect(chunkMatches("assets/login-screen-CPVeXEux.js", "login")).toBe(false)
  })
})
