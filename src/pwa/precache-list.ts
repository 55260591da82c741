// What the service worker stores at install (#15): the app shell, so that a return visit starts
// from the device and the offline page is there when the network is not. Built at build time from
// the bundle (vite-plugins/service-worker.ts); pure, so the unit tests check it without a build.

/** What the build knows of one output file. */
export interface BundleFile {
  readonly fileName: string
  /** Chunks only: the chunk's name (its first module's, or the one chunkFileNames gave it). */
  readonly name?: string
  readonly isEntry?: boolean
  /** Chunks only: what the chunk imports statically (loaded with it). */
  readonly imports?: ReadonlyArray<string>
}

/** The chunks a first screen runs: the entry's dynamic app-main and the runtime it preloads. */
const SHELL_CHUNKS = new Set(["app-main", "start-runtime"])
/** The Thai font the first screen draws with (regular and bold), in the woff2 every target reads. */
const FIRST_FONTS = /noto-sans-thai-(?:thai|latin)-(?:400|700)-normal-[\w-]+\.woff2$/
/** Pages the worker answers with: the shell and the offline page. */
export const SHELL_PAGES = ["/", "/offline.html"] as const

/** The chunks and their static imports, transitively, each once. */
const withImports = (roots: ReadonlyArray<BundleFile>, byName: ReadonlyMap<string, BundleFile>): Array<string> => {
  const seen = new Set<string>()
  const visit = (file: BundleFile): void => {
    if (seen.has(file.fileName)) return
    seen.add(file.fileName)
    for (const imported of file.imports ?? []) {
      const next = byName.get(imported)
      if (next !== undefined) visit(next)
    }
  }
  roots.forEach(visit)
  return [...seen]
}

/** The precache list: the shell pages, then the shell's chunks, stylesheets and first fonts, as URL paths, sorted. */
export const precacheListOf = (files: ReadonlyArray<BundleFile>): ReadonlyArray<string> => {
  const byName = new Map(files.map((file) => [file.fileName, file]))
  const roots = files.filter(
    (file) => file.fileName.endsWith(".js") && (file.isEntry === true || SHELL_CHUNKS.has(file.name ?? ""))
  )
  const assets = files
    .map((file) => file.fileName)
    .filter((name) => name.startsWith("assets/") && (name.endsWith(".css") || FIRST_FONTS.test(name)))
  const built = [...withImports(roots, byName), ...assets].filter((name) => name.startsWith("assets/"))
  return [...SHELL_PAGES, ...[...new Set(built)].sort().map((name) => `/${name}`)]
}

/** A short FNV-1a hash: the version changes whenever a file of the list (or a page's content) does. */
export const versionOf = (list: ReadonlyArray<string>, pageContents: ReadonlyArray<string>): string => {
  let hash = 0x811c9dc5
  for (const char of [...list, ...pageContents].join("\n")) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
