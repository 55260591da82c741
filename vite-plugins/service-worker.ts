import { fileURLToPath } from "node:url"
import type { OutputBundle } from "rollup"
import { build, type Plugin } from "vite"
import { precacheListOf, versionOf, type BundleFile } from "../src/pwa/precache-list"
import { offlinePageHtml } from "./offline-page"

// The service worker (#15): src/pwa/service-worker.ts built on its own into dist/sw.js (a classic
// script with nothing imported: a module worker is not in every target, and a chunk shared with the
// app would be an import), then given its precache list (the shell's files, src/pwa/precache-list.ts) and a version made from
// that list, so each deploy that changes a file of the shell is a new worker. Also writes the
// offline page it shows (dist/offline.html).

const WORKER_SOURCE = fileURLToPath(new URL("../src/pwa/service-worker.ts", import.meta.url))
export const WORKER_FILE = "sw.js"
const PLACEHOLDER = "__PWA_PRECACHE__"
const OFFLINE_FILE = "offline.html"
const REGULAR_FONT = /noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/

const filesOf = (bundle: OutputBundle): ReadonlyArray<BundleFile> =>
  Object.values(bundle).map((output) =>
    output.type === "chunk"
      ? { fileName: output.fileName, name: output.name, isEntry: output.isEntry, imports: output.imports }
      : { fileName: output.fileName }
  )

const textOf = (bundle: OutputBundle, fileName: string): string => {
  const output = bundle[fileName]
  if (output === undefined) return ""
  if (output.type === "chunk") return output.code
  return typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source)
}

/** The worker's code, one self-contained script (an IIFE), still with its placeholder. */
const buildWorker = async (target: ReadonlyArray<string>): Promise<string> => {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: "warn",
    build: {
      write: false,
      minify: true,
      target: [...target],
      lib: { entry: WORKER_SOURCE, formats: ["iife"], name: "memberSiteWorker", fileName: () => WORKER_FILE }
    }
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) => ("output" in one ? one.output : []))
  const code = outputs.flatMap((output) => (output.type === "chunk" ? [output.code] : []))
  if (code.length !== 1 || code[0] === undefined || !code[0].includes(PLACEHOLDER))
    throw new Error(`${WORKER_FILE} was not built as one script with its precache placeholder`)
  return code[0]
}

export const serviceWorker = (target: ReadonlyArray<string>): Plugin => ({
  name: "member-site:service-worker",
  apply: "build",
  enforce: "post",
  generateBundle: {
    order: "post",
    async handler(_options, bundle) {
      const font = Object.keys(bundle).find((name) => REGULAR_FONT.test(name)) ?? null
      const offline = offlinePageHtml(font)
      this.emitFile({ type: "asset", fileName: OFFLINE_FILE, source: offline })
      const list = precacheListOf(filesOf(bundle))
      const manifest = { version: versionOf(list, [textOf(bundle, "index.html"), offline]), files: list }
      const code = (await buildWorker(target)).replace(PLACEHOLDER, JSON.stringify(manifest))
      this.emitFile({ type: "asset", fileName: WORKER_FILE, source: code })
    }
  }
})
