// `npm run size:effect`: what each Effect module costs in the runtime's chunks (#16). Builds the app
// once with source maps into a temporary directory (dist/ is left alone), then attributes every byte
// of vendor-effect (the effect and @effect/* libraries) and start-runtime (the app's runtime, services
// and commands) to the source module it came from, and prints the biggest modules with their raw
// bytes and an estimated share of the gzip size. `-- --markdown` prints the tables as Markdown (for
// docs/effect-cost.md); `-- --top N` sets how many modules (25). SIZE_EFFECT_DIST reads a build
// made already (with --sourcemap) instead of building.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, posix } from "node:path"
import { gzipSync } from "node:zlib"
import { SourceMapConsumer, type MappingItem } from "source-map-js"
import { run } from "./bench-server"
import { attributeText, costs, groupCosts, packageOf, type GeneratedMapping, type ModuleCost } from "./effect-cost-lib"
import { chunkMatches, kB } from "./size-lib"
import { table } from "./stats"

const CHUNKS = ["vendor-effect", "start-runtime"] as const
const BUILD_TIMEOUT_MS = 5 * 60_000

const args = process.argv.slice(2)
const markdown = args.includes("--markdown")
const topIndex = args.indexOf("--top")
const TOP = topIndex === -1 ? 25 : Number(args[topIndex + 1] ?? 25)

const log = (line: string): void => void process.stderr.write(`size:effect: ${line}\n`)

interface ChunkReport {
  readonly name: string
  readonly file: string
  readonly raw: number
  readonly gzip: number
  readonly modules: ReadonlyArray<ModuleCost>
}

const readMappings = (mapText: string): ReadonlyArray<GeneratedMapping> => {
  const consumer = new SourceMapConsumer(JSON.parse(mapText))
  const mappings: Array<GeneratedMapping> = []
  consumer.eachMapping((mapping: MappingItem) => {
    mappings.push({
      generatedLine: mapping.generatedLine,
      generatedColumn: mapping.generatedColumn,
      source: mapping.source
    })
  })
  return mappings
}

const report = (dist: string, name: string): ChunkReport => {
  const assets = readdirSync(join(dist, "assets"))
  const file = assets.find((asset) => chunkMatches(posix.join("assets", asset), name))
  if (file === undefined) throw new Error(`no ${name} chunk in ${dist}/assets`)
  const code = readFileSync(join(dist, "assets", file), "utf8")
  const map = readFileSync(join(dist, "assets", `${file}.map`), "utf8")
  const gzip = gzipSync(Buffer.from(code, "utf8"), { level: 9 }).length
  return {
    name,
    file,
    raw: Buffer.byteLength(code, "utf8"),
    gzip,
    modules: costs(attributeText(code, readMappings(map)), gzip)
  }
}

const percent = (part: number, whole: number): string => `${((100 * part) / whole).toFixed(1)} %`

const print = (rows: ReadonlyArray<ReadonlyArray<string>>): void => {
  if (!markdown) return console.log(table(rows))
  const [head = [], ...body] = rows
  console.log(`| ${head.join(" | ")} |`)
  console.log(`|${head.map((_, index) => (index === 0 ? " --- " : " ---: ")).join("|")}|`)
  for (const row of body) console.log(`| ${row.map((cell) => cell.replace(/\|/g, "\\|")).join(" | ")} |`)
}

const main = async (): Promise<void> => {
  const given = process.env["SIZE_EFFECT_DIST"]
  const dist = given ?? mkdtempSync(join(tmpdir(), "effect-cost-"))
  try {
    if (given === undefined) {
      log(`building with source maps into ${dist} (dist/ is left alone)`)
      await run(
        "npx",
        ["vite", "build", "--sourcemap", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"],
        BUILD_TIMEOUT_MS
      )
    }
    const reports = CHUNKS.map((name) => report(dist, name))
    const heading = (text: string) => console.log(markdown ? `\n### ${text}\n` : `\n${text}\n`)

    heading("The runtime's chunks (1 kB = 1000 bytes; gzip level 9)")
    print([["chunk", "raw", "gzip"], ...reports.map((chunk) => [chunk.file, kB(chunk.raw), kB(chunk.gzip)])])

    for (const chunk of reports) {
      heading(`${chunk.name}: by package`)
      print([
        ["package", "raw", "share", "gzip (est.)"],
        ...groupCosts(chunk.modules, packageOf).map((group) => [
          group.module,
          kB(group.raw),
          percent(group.raw, chunk.raw),
          kB(group.gzip)
        ])
      ])
      heading(`${chunk.name}: the ${TOP} biggest modules`)
      print([
        ["module", "raw", "share", "gzip (est.)"],
        ...chunk.modules
          .slice(0, TOP)
          .map((cost) => [cost.module, kB(cost.raw), percent(cost.raw, chunk.raw), kB(cost.gzip)])
      ])
    }
    console.log(
      `\n(gzip per module: its text gzipped alone, scaled so the modules add up to the chunk's gzip size; an estimate)`
    )
  } finally {
    if (given === undefined) rmSync(dist, { recursive: true, force: true })
  }
}

const watchdog = setTimeout(() => {
  log("gave up after 6 minutes")
  process.exit(1)
}, BUILD_TIMEOUT_MS + 60_000)
watchdog.unref()

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
    process.exit(1)
  }
)
