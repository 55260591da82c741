import { createHash } from "node:crypto"
import { readdir, readFile, stat } from "node:fs/promises"
import { join } from "node:path"
import { stringLiteralStartingWith } from "./js-string"

// The hashes that let a page's own inline stylesheets through style-src-elem without
// 'unsafe-inline' (#9): each <style> of the HTML file served (a prerendered page inlines the app's
// stylesheet), and each stylesheet a library of the build injects at run time (sonner's toasts);
// and the hashes of the page's own inline scripts for script-src (a player frame's gate, #30).
// Injected <style> elements are checked on every change of their text, and sonner inserts its
// element empty before adding the text, so the empty text's hash is listed too. If a runtime
// stylesheet cannot be found in the build, the answer is null: the page keeps 'unsafe-inline'
// (a style lost would break the page; a warning says why).

/** What each library's injected stylesheet starts with, as it stands in the built code. */
const RUNTIME_STYLESHEETS: ReadonlyArray<{ readonly library: string; readonly startsWith: string }> = [
  { library: "sonner", startsWith: "[data-sonner-toaster]" }
]

export const styleHash = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

export const EMPTY_STYLE_HASH = styleHash("")

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi
/**
 * A classic inline script: <script> with no attribute at all (a player frame's gate, #30). One
 * with `src` or a `type` (the brand's JSON data, never run) is not one.
 */
const SCRIPT_ELEMENT = /<script>([\s\S]*?)<\/script>/gi

/** The hashes of the <style> elements of an HTML text. */
export const inlineStyleHashes = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(STYLE_ELEMENT)].map((match) => styleHash(match[1] ?? ""))

/** The hashes of the classic inline scripts of an HTML text (script-src allows them by these). */
export const inlineScriptHashes = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(SCRIPT_ELEMENT)].map((match) => styleHash(match[1] ?? ""))

/** What a page's CSP allows of its own inline elements. */
export interface PageInlineHashes {
  readonly styles: ReadonlyArray<string>
  readonly scripts: ReadonlyArray<string>
}

const NONE: PageInlineHashes = { styles: [], scripts: [] }
const pageCache = new Map<string, { readonly version: string; readonly hashes: PageInlineHashes }>()

/** The inline style and script hashes of an HTML file, read once per version of the file; none if it is missing. */
export const pageInlineHashes = async (file: string): Promise<PageInlineHashes> => {
  const stats = await stat(file).catch(() => null)
  if (stats === null || !stats.isFile()) return NONE
  const version = `${stats.size}:${stats.mtimeMs}`
  const kept = pageCache.get(file)
  if (kept !== undefined && kept.version === version) return kept.hashes
  const html = await readFile(file, "utf8")
  const hashes = { styles: inlineStyleHashes(html), scripts: inlineScriptHashes(html) }
  pageCache.set(file, { version, hashes })
  return hashes
}

/** The inline style hashes of an HTML file (pageInlineHashes). */
export const pageStyleHashes = async (file: string): Promise<ReadonlyArray<string>> =>
  (await pageInlineHashes(file)).styles

const runtimeCache = new Map<string, { readonly listing: string; readonly hashes: ReadonlyArray<string> | null }>()

const findRuntimeStylesheets = async (assetsDir: string, files: ReadonlyArray<string>) => {
  const found = new Map<string, string>()
  for (const file of files) {
    const code = await readFile(join(assetsDir, file), "utf8")
    for (const sheet of RUNTIME_STYLESHEETS) {
      if (found.has(sheet.library)) continue
      const text = stringLiteralStartingWith(code, sheet.startsWith)
      if (text !== null) found.set(sheet.library, text)
    }
  }
  const missing = RUNTIME_STYLESHEETS.filter((sheet) => !found.has(sheet.library)).map((sheet) => sheet.library)
  if (missing.length > 0) {
    console.warn(`[csp] no injected stylesheet of ${missing.join(", ")} in the build: style-src keeps 'unsafe-inline'`)
    return null
  }
  return [EMPTY_STYLE_HASH, ...[...found.values()].map(styleHash)]
}

/**
 * The hashes of the stylesheets the build's libraries inject (dist/assets/*.js), or null when one
 * is missing. Scanned again only when the build's file list changes (a new build).
 */
export const runtimeStyleHashes = async (distDir: string): Promise<ReadonlyArray<string> | null> => {
  const assetsDir = join(distDir, "assets")
  const files = (await readdir(assetsDir).catch(() => [])).filter((name) => name.endsWith(".js")).sort()
  const listing = files.join("\n")
  const kept = runtimeCache.get(distDir)
  if (kept !== undefined && kept.listing === listing) return kept.hashes
  const hashes = await findRuntimeStylesheets(assetsDir, files)
  runtimeCache.set(distDir, { listing, hashes })
  return hashes
}
