// `npm run size` (after `npm run build`): the gzip and brotli size of the JavaScript and CSS each route
// loads first (index.html's entry, preloads and stylesheets, plus the route's lazy layout and screen
// chunks with everything they import statically and preload), and of all the JavaScript the visit
// loads at start (plus what loads after paint: the Effect runtime on a guest's page), checked against
// size-budgets.json. Exits 1 naming the route, the figure and the budget when one is over.
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { join, posix } from "node:path"
import { fileURLToPath } from "node:url"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import {
  checkBudgets,
  chunkMatches,
  closure,
  kB,
  parseIndexHtml,
  preloadTable,
  readBudgets,
  resolveFrom,
  staticImports,
  type RouteFigures
} from "./size-lib"
import { table } from "./stats"

const root = fileURLToPath(new URL("../..", import.meta.url))
const dist = process.env["SIZE_DIST"] ?? join(root, "dist")

if (!existsSync(join(dist, "index.html"))) {
  console.error("size: dist/index.html is missing; run `npm run build` first")
  process.exit(1)
}

const read = (file: string): Buffer => readFileSync(join(dist, file))
const sizes = new Map<string, { readonly raw: number; readonly gzip: number; readonly brotli: number }>()
/** Raw, gzip (level 9) and brotli (quality 9, as server/ sends it) sizes of one file. */
const sizeOf = (file: string) => {
  const known = sizes.get(file)
  if (known !== undefined) return known
  const data = read(file)
  const figure = {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length
  }
  sizes.set(file, figure)
  return figure
}

const assets = readdirSync(join(dist, "assets")).map((name) => posix.join("assets", name))
const jsFiles = assets.filter((file) => file.endsWith(".js"))
const codeOf = new Map(jsFiles.map((file) => [file, read(file).toString("utf8")]))
const imports = (file: string): ReadonlyArray<string> => {
  const code = codeOf.get(file)
  return code === undefined ? [] : staticImports(code).map((specifier) => resolveFrom(file, specifier))
}
const preloads = new Map<string, ReadonlyArray<string>>()
for (const [file, code] of codeOf) for (const [chunk, deps] of preloadTable(code, file)) preloads.set(chunk, deps)

const budgets = readBudgets()

const problems: Array<string> = []
const chunkFiles = (route: string, names: ReadonlyArray<string>): ReadonlyArray<string> =>
  names.flatMap((name) => {
    const matches = jsFiles.filter((file) => chunkMatches(file, name))
    if (matches.length !== 1)
      problems.push(`${route}: chunk "${name}" matches ${matches.length} files in dist/assets (expected 1)`)
    return matches.flatMap((chunk) => [chunk, ...(preloads.get(chunk) ?? [])])
  })
/** Sizes of a text the page carries inline (a prerendered page's stylesheet). */
const sizeOfText = (text: string) => {
  const data = Buffer.from(text, "utf8")
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length
  }
}
const sum = (files: ReadonlyArray<string>, ext: string, inline: ReadonlyArray<string> = []) =>
  [...files.filter((file) => file.endsWith(ext)).map(sizeOf), ...inline.map(sizeOfText)].reduce(
    (total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }),
    {
      raw: 0,
      gzip: 0,
      brotli: 0
    }
  )

const figures: Array<RouteFigures> = Object.entries(budgets.routes).map(([route, budget]) => {
  const html = parseIndexHtml(read(budget.page ?? "index.html").toString("utf8"))
  const entryFiles = [...html.scripts, ...html.preloads, ...html.stylesheets]
  const files = closure([...entryFiles, ...chunkFiles(route, budget.chunks)], imports)
  const totalFiles = closure([...files, ...chunkFiles(route, budget.afterPaint ?? [])], imports)
  return {
    route,
    js: sum(files, ".js"),
    css: sum(files, ".css", html.inlineStyles),
    files,
    totalJs: sum(totalFiles, ".js"),
    totalFiles
  }
})

const verdict = (bytes: number, budgetKB: number | undefined): ReadonlyArray<string> =>
  budgetKB === undefined ? ["-", ""] : [`${budgetKB.toFixed(1)} kB`, bytes <= budgetKB * 1000 ? "ok" : "OVER"]
const rows: Array<ReadonlyArray<string>> = [
  [
    "route",
    "JS raw",
    "JS gzip",
    "JS br",
    "CSS gzip",
    "CSS br",
    "budget",
    "",
    "at start gzip",
    "at start br",
    "budget",
    ""
  ]
]
for (const figure of figures) {
  const budget = budgets.routes[figure.route]
  rows.push([
    figure.route,
    kB(figure.js.raw),
    kB(figure.js.gzip),
    kB(figure.js.brotli),
    kB(figure.css.gzip),
    kB(figure.css.brotli),
    ...verdict(figure.js.gzip, budget?.jsGzipKB),
    kB(figure.totalJs.gzip),
    kB(figure.totalJs.brotli),
    ...verdict(figure.totalJs.gzip, budget?.totalJsGzipKB)
  ])
}
console.log("size: what each route loads first, to paint and hydrate, and all the JavaScript the visit loads at start")
console.log("(1 kB = 1000 bytes; gzip level 9, brotli quality 9)\n")
console.log(table(rows))

// The files behind the figures: which route loads which, biggest first.
// "x": loaded first; "+": loaded right after paint.
const allFiles = [...new Set(figures.flatMap((figure) => figure.totalFiles))].sort(
  (a, b) => sizeOf(b).gzip - sizeOf(a).gzip
)
const fileRows: Array<ReadonlyArray<string>> = [["file", "gzip", "br", ...figures.map((figure) => figure.route)]]
for (const file of allFiles) {
  fileRows.push([
    posix.basename(file),
    kB(sizeOf(file).gzip),
    kB(sizeOf(file).brotli),
    ...figures.map((figure) => (figure.files.includes(file) ? "x" : figure.totalFiles.includes(file) ? "+" : ""))
  ])
}
console.log(`\n${table(fileRows)}`)
const lazy = jsFiles.filter((file) => !allFiles.includes(file))
console.log(
  `\nloaded later (not counted above): ${lazy.map((file) => `${posix.basename(file)} ${kB(sizeOf(file).gzip)}`).join(", ")}`
)

const violations = checkBudgets(figures, budgets)
for (const problem of problems) console.error(`size: ${problem}`)
for (const violation of violations) console.error(`size: OVER BUDGET ${violation.message}`)
if (problems.length > 0 || violations.length > 0) {
  console.error(
    `size: ${violations.length} budget(s) exceeded, ${problems.length} problem(s); budgets live in test/bench/size-budgets.json`
  )
  process.exit(1)
}
console.log("\nsize: every route is within its budget (test/bench/size-budgets.json)")
