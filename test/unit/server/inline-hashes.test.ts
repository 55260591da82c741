// #9 style-src without 'unsafe-inline' for style elements: the page's own <style> elements and the
// stylesheets the build's libraries inject (sonner) are allowed by hash, style attributes by
// style-src-attr; engines without CSP level 3 keep style-src 'unsafe-inline'.
import { createHash } from "node:crypto"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { stringLiteralStartingWith } from "../../../server/csp/js-string"
import { inlineScriptHashes, inlineStyleHashes } from "../../../server/csp/inline-hashes"
import { start } from "./server-harness"

const hash = (text: string): string => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
const PAGE_STYLE = "body{color:#fff}"
const TOASTS = '[data-sonner-toaster]{content:"\\u2713";position:fixed}'

/** A build with an inlined stylesheet in its shell and, unless told, sonner's injected one. */
const distWith = (options: { readonly toasts: boolean }): string => {
  const dir = mkdtempSync(join(tmpdir(), "member-dist-"))
  mkdirSync(join(dir, "assets"))
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html><head><style>${PAGE_STYLE}</style></head><body></body></html>`
  )
  writeFileSync(
    join(dir, "assets", "app-AbCd1234.js"),
    options.toasts ? `a();insert(${JSON.stringify(TOASTS)});b()` : "a()"
  )
  return dir
}

const directivesOf = (csp: string): Map<string, string> =>
  new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(" ")
      return [name, values.join(" ")]
    })
  )

describe("inline style and script hashes in the CSP (#9, #30)", () => {
  let server: RunningServer | undefined
  afterEach(() => server?.close())

  it("#9 style-src-elem allows the page's own and the injected stylesheets by hash, without 'unsafe-inline'", async () => {
    server = await start(undefined, { distDir: distWith({ toasts: true }) })
    for (const path of ["/", "/auth/dashboard", "//evil.example"]) {
      const csp = directivesOf((await fetch(server.url + path)).headers.get("content-security-policy") ?? "")
      const elements = csp.get("style-src-elem") ?? ""
      expect(elements.split(" "), path).toEqual(["'self'", hash(PAGE_STYLE), hash(""), hash(TOASTS)])
      expect(elements, path).not.toContain("unsafe-inline")
      expect(csp.get("style-src-attr"), path).toBe("'unsafe-inline'")
      expect(csp.get("style-src"), path).toBe("'self' 'unsafe-inline'")
    }
  })

  it("#9 a build whose injected stylesheet is not found keeps 'unsafe-inline' rather than break the page", async () => {
    server = await start(undefined, { distDir: distWith({ toasts: false }) })
    const csp = directivesOf((await fetch(server.url + "/")).headers.get("content-security-policy") ?? "")
    expect(csp.get("style-src")).toBe("'self' 'unsafe-inline'")
    expect(csp.has("style-src-elem")).toBe(false)
  })

  it("#9 hashes every <style> element of a page, attributes and all", () => {
    expect(inlineStyleHashes('<style>a{}</style><p style="x"></p><STYLE media="print">b{}</STYLE>')).toEqual([
      hash("a{}"),
      hash("b{}")
    ])
  })

  it("#9 reads a minified string literal as the engine will see it", () => {
    expect(stringLiteralStartingWith('x("[a]{content:\\"\\\\2713\\"}\\n")', "[a]")).toBe('[a]{content:"\\2713"}\n')
    expect(stringLiteralStartingWith("x('[a]{b:\\'c\\'}')", "[a]")).toBe("[a]{b:'c'}")
    expect(stringLiteralStartingWith("x(`[a]{\\u{41}\\x42}`)", "[a]")).toBe("[a]{AB}")
    expect(stringLiteralStartingWith("x(`[a]{${b}}`)", "[a]")).toBeNull()
    expect(stringLiteralStartingWith('x("[b]")', "[a]")).toBeNull()
  })

  it("#30 a player screen's frame is answered for its bare path only, its inline scripts allowed by hash and no other", async () => {
    const dist = distWith({ toasts: true })
    const gate = "document.documentElement.setAttribute('data-x','')"
    const fill = "var a=1<2"
    mkdirSync(join(dist, "prerendered"))
    writeFileSync(
      join(dist, "prerendered", "auth.withdraw.html"),
      `<!doctype html><html><head><script>${gate}</script></head><body><div id="root" data-player-frame>frame</div><script>${fill}</script><script type="application/json" id="d">{}</script><script src="/x.js"></script></body></html>`
    )
    server = await start(undefined, { distDir: dist })
    const frame = await fetch(server.url + "/auth/withdraw")
    expect(await frame.text()).toContain("data-player-frame")
    const csp = directivesOf(frame.headers.get("content-security-policy") ?? "")
    expect(csp.get("script-src")).toBe(`'self' ${hash(gate)} ${hash(fill)}`)
    // With a query (the lobby's ?cat=), or another path: the app's shell, and no script allowed inline.
    const shell = await fetch(server.url + "/auth/withdraw?from=menu")
    expect(await shell.text()).not.toContain("data-player-frame")
    expect(directivesOf(shell.headers.get("content-security-policy") ?? "").get("script-src")).toBe("'self'")
  })

  it("#30 every provider's games address is answered with the one provider frame; not an unknown category, a code in small letters or a search (ROUTE-23)", async () => {
    const dist = distWith({ toasts: true })
    mkdirSync(join(dist, "prerendered"))
    writeFileSync(
      join(dist, "prerendered", "auth.games._provider.html"),
      '<!doctype html><html><head></head><body><div id="root" data-player-frame>provider frame</div></body></html>'
    )
    server = await start(undefined, { distDir: dist })
    for (const path of ["/auth/games/slot/JK", "/auth/games/casino/SA", "/auth/games/hot/PG2"])
      expect(await (await fetch(server.url + path)).text(), path).toContain("provider frame")
    // Not a provider's address: an unknown category, a code in small letters, a search, and the
    // path whose segments spell the frame's own file name.
    for (const path of [
      "/auth/games/bingo/JK",
      "/auth/games/slot/jk",
      "/auth/games/slot/JK?q=joker",
      "/auth/games/provider",
      "/auth/games/_provider"
    ])
      expect(await (await fetch(server.url + path)).text(), path).not.toContain("provider frame")
  })

  it("#30 hashes the classic inline scripts of a page, never one with a source or a data type", () => {
    expect(
      inlineScriptHashes(
        '<script>a()</script><script src="/b.js"></script><script type="application/json">{}</script><SCRIPT>c()</SCRIPT>'
      )
    ).toEqual([hash("a()"), hash("c()")])
  })
})
