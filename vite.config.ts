import react from "@vitejs/plugin-react"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { build, createServer, defineConfig, type Plugin } from "vite"
import { APP_STYLESHEET_META } from "./src/first-paint/app-stylesheet-meta"
import { brandHead } from "./vite-plugins/brand-head"
import { criticalCss } from "./vite-plugins/critical-css"
import { serviceWorker } from "./vite-plugins/service-worker"
import { staticCss } from "./vite-plugins/static-css"
import { THAI_POSTCODES_ID, thaiPostcodes } from "./vite-plugins/thai-postcodes"

// The supported floor (spec §2, COMPAT-12): effect needs BigInt, so Safari 14 is the oldest engine
// the bundle targets; older browsers are caught by public/browser-check.js before the bundle loads.
export const BUILD_TARGET = ["chrome79", "edge79", "firefox80", "safari14", "ios14"]

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null
const isString = (value: unknown): value is string => typeof value === "string"
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The Thai regular weight the first screen needs, preloaded so the text swaps in early. */
const preloadFirstFont = (): Plugin => ({
  name: "member-site:preload-font",
  apply: "build",
  transformIndexHtml: {
    order: "post",
    handler: (_html, context) => {
      const font = Object.keys(context.bundle ?? {}).find((file) =>
        /noto-sans-thai-thai-400-normal-[\w-]+\.woff2$/.test(file)
      )
      return font === undefined
        ? []
        : [
            {
              tag: "link",
              attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${font}`, crossorigin: "" },
              injectTo: "head"
            }
          ]
    }
  }
})

// The runtime (src/start-runtime.ts, with effect) is not preloaded by the HTML (#16): a returning
// player's page paints from the device's shell snapshot before it, and a preload would take the
// phone's bandwidth from that first paint. Without a snapshot, app-main imports it as it starts.

/** Where a prerendered page's own rules go (see `withCriticalCss`). */
const PAGE_STYLE = "<!--page-style-->"

/**
 * The page a prerendered route is served in, tuned for its first paint on a slow phone network: no
 * stylesheet to wait for (the page carries its rules inline, `withCriticalCss`) and no module
 * preloads competing with it for bandwidth (the entry still imports them as soon as it runs).
 */
const firstPaintTemplate = (html: string): { readonly template: string; readonly stylesheet: string | null } => {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/.exec(html)
  const unlinked = link?.[1] === undefined ? html : html.replace(link[0], PAGE_STYLE)
  return {
    template: unlinked.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, ""),
    stylesheet: link?.[1] ?? null
  }
}

/**
 * A page with the rules its first paint needs inline (vite-plugins/critical-css.ts) and the address
 * of the whole stylesheet, which the entry loads once the page has painted and the app waits for
 * before it renders (src/first-paint/app-stylesheet.ts).
 */
const withCriticalCss = (page: string, stylesheet: { readonly path: string; readonly text: string } | null): string =>
  stylesheet === null
    ? page.replace(PAGE_STYLE, "")
    : page.replace(
        PAGE_STYLE,
        `<style>${criticalCss(stylesheet.text, page)}</style>\n    <meta name="${APP_STYLESHEET_META}" content="/${stylesheet.path}">`
      )

/**
 * The first-paint fill of a player screen's frame (#30, src/first-paint/frame-fill-entry.ts, the
 * wheel frame's frame-fill-wheel-entry.ts or the provider frame's frame-fill-provider-entry.ts),
 * built on its own into one classic script for the page to carry inline: it must run before the
 * app's modules, as the frame's HTML is parsed.
 */
const inlineFrameFill = async (entry: string): Promise<string> => {
  const output = await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      target: BUILD_TARGET,
      minify: true,
      lib: { entry, formats: ["iife"], name: "memberSiteFrameFill" }
    }
  })
  const outputs = Array.isArray(output) ? output : [output]
  const chunk = outputs
    .flatMap((one) => ("output" in one ? one.output : []))
    .find((file) => file.type === "chunk" && file.isEntry)
  if (chunk === undefined || chunk.type !== "chunk") throw new Error("the frame's fill did not build")
  // Inside <script>, the only text that could end it early.
  if (/<\/script/i.test(chunk.code)) throw new Error("the frame's fill holds </script>")
  return chunk.code.trim()
}

/**
 * After the client build, renders the guest's first pages and the player screens' frames
 * (src/prerender.tsx) into dist/prerendered/NAME.html, so their first paint needs no JavaScript;
 * the client hydrates them.
 */
const prerenderPublicShell = (): Plugin => {
  let outDir = "dist"
  return {
    name: "member-site:prerender",
    apply: "build",
    configResolved: (config) => {
      outDir = config.build.outDir
    },
    closeBundle: async () => {
      const server = await createServer({
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
        logLevel: "warn"
      })
      try {
        const module: unknown = await server.ssrLoadModule("/src/prerender.tsx")
        if (!isRecord(module)) throw new Error("src/prerender.tsx did not load")
        const pages = module["PRERENDERED_PAGES"]
        const render = module["renderPage"]
        const gate = module["PLAYER_FRAME_GATE_SCRIPT"]
        if (!Array.isArray(pages) || typeof render !== "function" || !isString(gate))
          throw new Error("src/prerender.tsx lacks its exports")
        const { template, stylesheet: stylesheetPath } = firstPaintTemplate(
          await readFile(join(outDir, "index.html"), "utf8")
        )
        const stylesheet =
          stylesheetPath === null
            ? null
            : { path: stylesheetPath, text: await readFile(join(outDir, stylesheetPath), "utf8") }
        const fill = await inlineFrameFill("src/first-paint/frame-fill-entry.ts")
        // The wheel's drawing only in the frame with a place for it: every other frame's HTML is
        // 0.6 kB (gzip) lighter for it.
        const wheelFill = await inlineFrameFill("src/first-paint/frame-fill-wheel-entry.ts")
        const providerFill = await inlineFrameFill("src/first-paint/frame-fill-provider-entry.ts")
        /** A frame's fill: the wheel's or a provider's own where the frame has their places. */
        const fillOf = (html: string): string =>
          html.includes('data-frame-fill="wheel"')
            ? wheelFill
            : html.includes('data-frame-fill="provider-title"')
              ? providerFill
              : fill
        await mkdir(join(outDir, "prerendered"), { recursive: true })
        for (const page of pages) {
          if (!isRecord(page) || !isString(page["route"]) || !isString(page["name"]))
            throw new Error("a malformed page")
          const rendered: unknown = await render(page)
          if (!isRecord(rendered) || !isString(rendered["html"]) || !isString(rendered["title"]))
            throw new Error("a malformed render")
          // A player screen's frame (#30) carries its gate, run before the body is parsed, and its
          // fill, run right after the frame's HTML.
          const player = page["visitor"] === "player"
          const html = template
            .replace(
              '<div id="root"></div>',
              `<div id="root" data-prerendered="${page["route"]}"${player ? " data-player-frame" : ""}>${rendered["html"]}</div>${player ? `<script>${fillOf(rendered["html"])}</script>` : ""}`
            )
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered["title"])}</title>`)
            .replace("</title>", player ? `</title>\n    <script>${gate}</script>` : "</title>")
          await writeFile(join(outDir, "prerendered", `${page["name"]}.html`), withCriticalCss(html, stylesheet))
        }
      } finally {
        await server.close()
      }
    }
  }
}

export default defineConfig({
  plugins: [
    react(),
    staticCss(),
    thaiPostcodes(),
    preloadFirstFont(),
    brandHead(),
    serviceWorker(BUILD_TARGET),
    prerenderPublicShell()
  ],
  build: {
    target: BUILD_TARGET,
    sourcemap: false,
    // One stylesheet (Panda's), linked by index.html or inlined in a prerendered page. Split per
    // chunk, Vite's loader would ask for it again with each lazy screen that shares a module with
    // the entry, and download it a second time on a page that has it inlined.
    cssCodeSplit: false,
    rollupOptions: {
      output: {
        // Libraries live in their own chunks so that a change to one screen keeps their cache.
        // An area's commands loaded on first use (runtime/commands/lazy-area.ts) are named apart
        // from the area's other chunks, so the size budgets can count them with its screen.
        // So are an area's contract rows loaded with its first call (services/lazy-endpoints.ts).
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? ""
          // The delivery address's postcode tables (vite-plugins/thai-postcodes.ts), by a plain name.
          if (id.endsWith(THAI_POSTCODES_ID)) return "assets/thai-postcodes-[hash].js"
          if (/src\/runtime\/commands\/[\w-]+\.ts$/.test(id)) return "assets/commands-[name]-[hash].js"
          const area = /src\/services\/([\w-]+)\/endpoints\.ts$/.exec(id)?.[1]
          return area === undefined ? "assets/[name]-[hash].js" : `assets/endpoints-${area}-[hash].js`
        },
        manualChunks(id) {
          if (!id.includes("node_modules")) return undefined
          if (/node_modules\/(react|react-dom|scheduler|use-sync-external-store)\//.test(id)) return "vendor-react"
          if (/node_modules\/(react-router|react-router-dom)\//.test(id)) return "vendor-router"
          if (/node_modules\/(effect|@effect)\//.test(id)) return "vendor-effect"
          return undefined
        }
      }
    }
  },
  server: { host: "127.0.0.1" },
  preview: { host: "127.0.0.1" }
})
