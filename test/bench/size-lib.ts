// The pure parts of `npm run size`: reading what a built route loads first, and the budget check;
// and reading the committed budgets file, which `npm run lighthouse` and the unit tests share.
import { readFileSync } from "node:fs"
import { posix } from "node:path"

/** What index.html makes the browser load at once: module scripts, module preloads, stylesheets. */
export interface HtmlAssets {
  readonly scripts: ReadonlyArray<string>
  readonly preloads: ReadonlyArray<string>
  readonly stylesheets: ReadonlyArray<string>
  /** The text of its <style> elements (a prerendered page inlines its stylesheet). */
  readonly inlineStyles: ReadonlyArray<string>
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)
  return match?.[1] ?? null
}

/** Paths relative to the site root (no leading slash), in document order. */
export const parseIndexHtml = (html: string): HtmlAssets => {
  const scripts: Array<string> = []
  const preloads: Array<string> = []
  const stylesheets: Array<string> = []
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const src = attribute(tag, "src")
    const href = attribute(tag, "href")
    const rel = attribute(tag, "rel")?.toLowerCase() ?? null
    if (tag.toLowerCase().startsWith("<script") && src !== null && attribute(tag, "type") === "module") {
      scripts.push(src.replace(/^\//, ""))
    } else if (rel === "modulepreload" && href !== null) preloads.push(href.replace(/^\//, ""))
    else if (rel === "stylesheet" && href !== null) stylesheets.push(href.replace(/^\//, ""))
  }
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]]
  )
  return { scripts, preloads, stylesheets, inlineStyles }
}

/** The relative modules a built chunk imports statically (`import{a}from"./x.js"`, `import"./y.js"`). */
export const staticImports = (code: string): ReadonlyArray<string> => {
  const found = new Set<string>()
  for (const match of code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const specifier = match[1]
    if (specifier !== undefined) found.add(specifier)
  }
  return [...found]
}

/**
 * Vite's preload table: the file list of `__vite__mapDeps` and, for each lazy `import("./x.js")`,
 * the files it preloads with it (JavaScript and CSS), all relative to the site root.
 */
export const preloadTable = (code: string, file: string): ReadonlyMap<string, ReadonlyArray<string>> => {
  const table = new Map<string, ReadonlyArray<string>>()
  const list = /m\.f\s*\|\|\s*\(\s*m\.f\s*=\s*\[([^\]]*)\]/.exec(code)?.[1]
  if (list === undefined) return table
  const files = [...list.matchAll(/["']([^"']+)["']/g)].flatMap((match) => (match[1] === undefined ? [] : [match[1]]))
  for (const match of code.matchAll(
    /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)\s*,\s*__vite__mapDeps\(\s*\[([\d,\s]*)\]/g
  )) {
    const specifier = match[1]
    const indices = match[2]
    if (specifier === undefined || indices === undefined) continue
    const deps = indices
      .split(",")
      .map((index) => files[Number(index.trim())])
      .flatMap((dep) => (dep === undefined ? [] : [dep]))
    table.set(resolveFrom(file, specifier), deps)
  }
  return table
}

/** A specifier seen in `file` as a path relative to the site root. */
export const resolveFrom = (file: string, specifier: string): string =>
  posix.normalize(posix.join(posix.dirname(file), specifier))

/** Every file reachable from `start` through `imports` (breadth first, each file once). */
export const closure = (
  start: Iterable<string>,
  imports: (file: string) => ReadonlyArray<string>
): ReadonlyArray<string> => {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const file = queue.shift()
    if (file === undefined || seen.has(file)) continue
    seen.add(file)
    for (const next of imports(file)) if (!seen.has(next)) queue.push(next)
  }
  return [...seen]
}

/** `public-layout` matches `assets/public-layout-DC0olLqR.js` (Vite's `[name]-[hash].js`). */
export const chunkMatches = (file: string, name: string): boolean => {
  const base = posix.basename(file)
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return new RegExp(`^${escaped}-[A-Za-z0-9_-]{8}\\.js$`).test(base)
}

// --- budgets ---

export interface RouteBudget {
  /** The HTML the route is served as, relative to dist/: index.html unless it is prerendered. */
  readonly page?: string
  /**
   * The lazy chunks the route needs before it paints and hydrates (layout, screen and, for a page
   * that waits for the runtime, start-runtime), by Vite chunk name.
   */
  readonly chunks: ReadonlyArray<string>
  /** Gzip size of all JavaScript the route loads first, in kB (1 kB = 1000 bytes, as Vite prints). */
  readonly jsGzipKB: number
  /** Gzip size of its CSS, in kB; optional. */
  readonly cssGzipKB?: number
  /** The chunks the visit starts loading right after that, without the page waiting for them. */
  readonly afterPaint?: ReadonlyArray<string>
  /** Gzip size of all JavaScript the visit loads at start: first and after paint, in kB; optional. */
  readonly totalJsGzipKB?: number
}

export interface Budgets {
  readonly routes: Readonly<Record<string, RouteBudget>>
}

export interface Sizes {
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

export interface RouteFigures {
  readonly route: string
  /** What the route loads first. */
  readonly js: Sizes
  readonly css: Sizes
  readonly files: ReadonlyArray<string>
  /** All JavaScript the visit loads at start: the above and what loads after paint. */
  readonly totalJs: Sizes
  readonly totalFiles: ReadonlyArray<string>
}

export interface Violation {
  readonly route: string
  readonly figure: "js gzip" | "css gzip" | "total js gzip"
  readonly bytes: number
  readonly budgetKB: number
  readonly message: string
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`
/** An overshoot: in bytes below 100, where "0.0 kB" would hide that the budget was passed at all. */
const overshoot = (bytes: number): string => (bytes < 100 ? `${bytes} B` : kB(bytes))

/** Every figure over its budget, each with a message naming the route, the figure and the budget. */
export const checkBudgets = (figures: ReadonlyArray<RouteFigures>, budgets: Budgets): ReadonlyArray<Violation> =>
  figures.flatMap((figure) => {
    const budget = budgets.routes[figure.route]
    if (budget === undefined) return []
    const checks: Array<readonly [Violation["figure"], number, number | undefined]> = [
      ["js gzip", figure.js.gzip, budget.jsGzipKB],
      ["css gzip", figure.css.gzip, budget.cssGzipKB],
      ["total js gzip", figure.totalJs.gzip, budget.totalJsGzipKB]
    ]
    return checks.flatMap(([name, bytes, budgetKB]) =>
      budgetKB !== undefined && bytes > budgetKB * 1000
        ? [
            {
              route: figure.route,
              figure: name,
              bytes,
              budgetKB,
              message: `${figure.route}: ${name} ${kB(bytes)} is over its budget of ${budgetKB.toFixed(1)} kB (by ${overshoot(Math.round(bytes - budgetKB * 1000))})`
            }
          ]
        : []
    )
  })

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isChunkList = (value: unknown): value is ReadonlyArray<string> =>
  Array.isArray(value) && value.every((chunk) => typeof chunk === "string")

/** An optional budget figure: absent, or a positive number of kB. */
const positiveKB = (entry: Record<string, unknown>, key: string, route: string): number | undefined => {
  const value = entry[key]
  if (value === undefined) return undefined
  if (typeof value !== "number" || !(value > 0))
    throw new Error(`size budgets: ${route}.${key} must be a positive number`)
  return value
}

/** Reads the budgets file, refusing anything malformed with a message that says where. */
export const parseBudgets = (json: unknown): Budgets => {
  if (!isRecord(json) || !isRecord(json["routes"])) throw new Error('size budgets: expected { "routes": { ... } }')
  const routes: Record<string, RouteBudget> = {}
  for (const [route, entry] of Object.entries(json["routes"])) {
    if (!isRecord(entry)) throw new Error(`size budgets: ${route} is not an object`)
    const chunks = entry["chunks"]
    const afterPaint = entry["afterPaint"] ?? []
    if (!isChunkList(chunks)) throw new Error(`size budgets: ${route}.chunks must be a list of chunk names`)
    if (!isChunkList(afterPaint)) throw new Error(`size budgets: ${route}.afterPaint must be a list of chunk names`)
    const jsGzipKB = positiveKB(entry, "jsGzipKB", route)
    if (jsGzipKB === undefined) throw new Error(`size budgets: ${route}.jsGzipKB must be a positive number`)
    const cssGzipKB = positiveKB(entry, "cssGzipKB", route)
    const totalJsGzipKB = positiveKB(entry, "totalJsGzipKB", route)
    const page = entry["page"]
    if (page !== undefined && typeof page !== "string")
      throw new Error(`size budgets: ${route}.page must be a file name`)
    routes[route] = {
      ...(page === undefined ? {} : { page }),
      chunks,
      jsGzipKB,
      afterPaint,
      ...(cssGzipKB === undefined ? {} : { cssGzipKB }),
      ...(totalJsGzipKB === undefined ? {} : { totalJsGzipKB })
    }
  }
  return { routes }
}

/** test/bench/size-budgets.json, parsed and checked (throws saying where it is malformed). */
export const readBudgets = (): Budgets =>
  parseBudgets(JSON.parse(readFileSync(new URL("./size-budgets.json", import.meta.url), "utf8")))
