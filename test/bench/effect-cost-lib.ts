// The pure parts of `npm run size:effect`: which source module each byte of a built chunk came from
// (its source map), and a module's share of the chunk's gzip size.
import { gzipSync } from "node:zlib"

/** One mapping of a source map: a generated position and the source it came from (null: none). */
export interface GeneratedMapping {
  /** 1-based, as source maps count lines. */
  readonly generatedLine: number
  /** 0-based, in UTF-16 code units. */
  readonly generatedColumn: number
  readonly source: string | null
}

export interface ModuleCost {
  readonly module: string
  /** UTF-8 bytes of the minified chunk that came from the module. */
  readonly raw: number
  /** The module's estimated share of the chunk's gzip size (see gzipShares). */
  readonly gzip: number
}

/** Bytes no mapping claims (the bundler's own glue before the first mapping). */
export const UNMAPPED = "(bundler glue)"

/**
 * "../../node_modules/effect/dist/esm/internal/schema/util.js" is "effect/internal/schema/util";
 * "../../node_modules/@effect/platform/dist/esm/HttpClient.js" is "@effect/platform/HttpClient";
 * a file of the app keeps its path from src/.
 */
export const moduleName = (source: string): string => {
  const library =
    /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?:dist\/(?:esm|cjs|dts)\/|src\/)?(.+?)(?:\.[cm]?[jt]sx?)?$/.exec(source)
  if (library?.[1] !== undefined && library[2] !== undefined) return `${library[1]}/${library[2]}`
  const app = /(?:^|\/)(src\/.+)$/.exec(source)
  return app?.[1] ?? source
}

/** The package a module name belongs to: "effect", "@effect/platform", or "app" for src/. */
export const packageOf = (module: string): string => {
  if (module.startsWith("src/")) return "app"
  const parts = module.split("/")
  return module.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? module)
}

/**
 * The text of `code` that each source produced: from each mapping to the next one (in generated
 * order), the stretch belongs to the mapping's source. Text before the first mapping is UNMAPPED.
 */
export const attributeText = (
  code: string,
  mappings: ReadonlyArray<GeneratedMapping>,
  nameOf: (source: string) => string = moduleName
): ReadonlyMap<string, string> => {
  const lineStarts = [0]
  for (let index = code.indexOf("\n"); index !== -1; index = code.indexOf("\n", index + 1)) lineStarts.push(index + 1)
  const points = mappings
    .map((mapping) => ({
      offset: (lineStarts[mapping.generatedLine - 1] ?? code.length) + mapping.generatedColumn,
      owner: mapping.source === null ? UNMAPPED : nameOf(mapping.source)
    }))
    .sort((a, b) => a.offset - b.offset)
  const pieces = new Map<string, Array<string>>()
  const add = (owner: string, text: string) => {
    if (text.length === 0) return
    const list = pieces.get(owner)
    if (list === undefined) pieces.set(owner, [text])
    else list.push(text)
  }
  add(UNMAPPED, code.slice(0, points[0]?.offset ?? code.length))
  points.forEach((point, index) => add(point.owner, code.slice(point.offset, points[index + 1]?.offset ?? code.length)))
  return new Map([...pieces].map(([owner, texts]) => [owner, texts.join("")]))
}

/**
 * Each module's raw bytes, and its share of `chunkGzip` (the chunk's real gzip size) in proportion
 * to its text gzipped alone: gzip finds repeats across modules too, so a module's own gzip size
 * overstates what it adds, and the shares are scaled to sum to the chunk's figure. An estimate.
 */
export const costs = (texts: ReadonlyMap<string, string>, chunkGzip: number): ReadonlyArray<ModuleCost> => {
  const alone = [...texts].map(([module, text]) => ({
    module,
    raw: Buffer.byteLength(text, "utf8"),
    gzipAlone: gzipSync(Buffer.from(text, "utf8"), { level: 9 }).length
  }))
  const total = alone.reduce((sum, entry) => sum + entry.gzipAlone, 0)
  return alone
    .map(({ module, raw, gzipAlone }) => ({ module, raw, gzip: total === 0 ? 0 : (chunkGzip * gzipAlone) / total }))
    .sort((a, b) => b.raw - a.raw)
}

/** Adds up costs by a key (a package, or the whole chunk). */
export const groupCosts = (
  list: ReadonlyArray<ModuleCost>,
  keyOf: (module: string) => string
): ReadonlyArray<ModuleCost> => {
  const groups = new Map<string, { raw: number; gzip: number }>()
  for (const cost of list) {
    const key = keyOf(cost.module)
    const group = groups.get(key) ?? { raw: 0, gzip: 0 }
    group.raw += cost.raw
    group.gzip += cost.gzip
    groups.set(key, group)
  }
  return [...groups].map(([module, group]) => ({ module, ...group })).sort((a, b) => b.raw - a.raw)
}
