// COMPAT-12: public/browser-check.js is a classic ES5 script that runs before the bundle. It must use
// the same version table and detection rules as src/domain/browser-support.ts, show the 'ไม่รองรับ'
// banner itself, and tell the entry point not to boot when a feature the bundle needs is missing.
import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import vm from "node:vm"
import { describe, expect, it } from "vitest"
import { MINIMUM_VERSIONS, detectBrowser } from "../../../src/domain/browser-support"
import { UA } from "./user-agents"

const scriptPath = fileURLToPath(new URL("../../../public/browser-check.js", import.meta.url))
const source = readFileSync(scriptPath, "utf8")

/** A minimal DOM: elements with style, attributes and children, a body, and DOMContentLoaded. */
interface FakeNode {
  readonly tagName: string
  id: string
  readonly style: Record<string, string>
  readonly attributes: Record<string, string>
  readonly childNodes: Array<FakeNode>
  readonly text: string
  firstChild: FakeNode | null
  setAttribute(name: string, value: string): void
  appendChild(child: FakeNode): FakeNode
  insertBefore(child: FakeNode, before: FakeNode | null): FakeNode
}

const makeNode = (tagName: string, text = ""): FakeNode => {
  const node: FakeNode = {
    tagName,
    id: "",
    style: {},
    attributes: {},
    childNodes: [],
    text,
    firstChild: null,
    setAttribute(name, value) {
      node.attributes[name] = String(value)
    },
    appendChild(child) {
      node.childNodes.push(child)
      node.firstChild = node.childNodes[0] ?? null
      return child
    },
    insertBefore(child, before) {
      const index = before === null ? -1 : node.childNodes.indexOf(before)
      if (index < 0) node.childNodes.push(child)
      else node.childNodes.splice(index, 0, child)
      node.firstChild = node.childNodes[0] ?? null
      return child
    }
  }
  return node
}

const textOf = (node: FakeNode): string => node.text + node.childNodes.map(textOf).join("")
const linesOf = (node: FakeNode): Array<string> => node.childNodes.map(textOf)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

interface Run {
  readonly window: Record<string, unknown>
  readonly body: FakeNode
  readonly fireDomContentLoaded: () => void
  readonly banner: () => FakeNode | undefined
  readonly errors: Array<unknown>
}

interface RunOptions {
  readonly userAgent: string
  readonly remove?: ReadonlyArray<string>
  readonly bodyReady?: boolean
}

const run = ({ userAgent, remove = [], bodyReady = true }: RunOptions): Run => {
  const body = makeNode("BODY")
  body.appendChild(makeNode("DIV")) // the app root, already in the page
  const listeners: Record<string, Array<() => void>> = {}
  const all = (node: FakeNode): Array<FakeNode> => [node, ...node.childNodes.flatMap(all)]
  const document = {
    body: bodyReady ? body : null,
    createElement: (tag: string) => makeNode(tag.toUpperCase()),
    createTextNode: (text: string) => makeNode("#text", text),
    getElementById: (id: string) => all(body).find((n) => n.id === id) ?? null,
    addEventListener: (type: string, listener: () => void) => {
      ;(listeners[type] ??= []).push(listener)
    }
  }
  const errors: Array<unknown> = []
  const sandbox: Record<string, unknown> = {
    document,
    navigator: { userAgent },
    fetch: () => undefined
  }
  const context = vm.createContext(sandbox)
  // In a browser `window` is the global object, whose builtins (BigInt, Promise, Symbol) it exposes.
  vm.runInContext("var window = globalThis;", context)
  for (const name of remove) vm.runInContext(`delete globalThis${name}`, context)
  try {
    vm.runInContext(source, context, { filename: "browser-check.js" })
  } catch (error) {
    errors.push(error)
  }
  const window: unknown = vm.runInContext("window", context)
  if (!isRecord(window)) throw new Error("the sandbox lost its window")
  return {
    window,
    body,
    errors,
    fireDomContentLoaded: () => {
      document.body = body
      for (const listener of listeners["DOMContentLoaded"] ?? []) listener()
    },
    banner: () => body.childNodes.find((n) => n.id === "unsupported-browser")
  }
}

interface BrowserCheckApi {
  readonly detect: (ua: string) => unknown
  readonly minimum: unknown
  readonly missingFeatures: () => ReadonlyArray<string>
}

const isBrowserCheckApi = (value: unknown): value is BrowserCheckApi =>
  isRecord(value) && typeof value["detect"] === "function" && typeof value["missingFeatures"] === "function"

const api = (r: Run): BrowserCheckApi => {
  const candidate = r.window["__browserCheck"]
  if (!isBrowserCheckApi(candidate)) throw new Error("window.__browserCheck is missing or incomplete")
  return candidate
}
/** Values from another realm compared as plain data. */
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)))

const stripCommentsAndStrings = (code: string): string =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, " ")
    .replace(/\/\/[^\n]*/g, " ")
    .replace(/'(?:\\.|[^'\\\n])*'/g, "''")
    .replace(/"(?:\\.|[^"\\\n])*"/g, '""')

describe("public/browser-check.js (COMPAT-12)", () => {
  it("COMPAT-12 is plain ES5: no ES2015+ syntax or APIs, and it parses as a classic script", () => {
    const code = stripCommentsAndStrings(source)
    const forbidden: ReadonlyArray<readonly [string, RegExp]> = [
      ["arrow function", /=>/],
      ["template string", /`/],
      ["let", /\blet\s/],
      ["const", /\bconst\s/],
      ["class", /\bclass\s/],
      ["spread/rest", /\.\.\./],
      ["for..of", /for\s*\([^)]*\sof\s/],
      ["async/await", /\b(async|await)\b/],
      ["Array.prototype.includes", /\.includes\(/],
      ["classList", /classList/],
      ["import/export", /^\s*(import|export)\b/m],
      ["style attribute string", /setAttribute\(\s*['"]style/]
    ]
    for (const [what, pattern] of forbidden) expect(pattern.test(code), what).toBe(false)
    expect(() => new vm.Script(source, { filename: "browser-check.js" })).not.toThrow()
  })

  it("COMPAT-12 / CONST-19 its minimum table deep-equals MINIMUM_VERSIONS", () => {
    const r = run({ userAgent: UA.chrome124 })
    expect(plain(api(r).minimum)).toEqual(MINIMUM_VERSIONS)
  })

  it("COMPAT-12 its detect() agrees with detectBrowser() over a corpus of user agents", () => {
    const detect = api(run({ userAgent: UA.chrome124 })).detect
    const corpus = Object.entries(UA)
    expect(corpus.length).toBeGreaterThanOrEqual(20)
    for (const [label, ua] of corpus) expect(plain(detect(ua)), label).toEqual(detectBrowser(ua) ?? null)
    // The corpus reaches every branch: each browser name and the unknown case.
    const names = new Set(corpus.map(([, ua]) => detectBrowser(ua)?.name ?? "unknown"))
    expect([...names].sort()).toEqual([...Object.keys(MINIMUM_VERSIONS), "unknown"].sort())
  })

  it("COMPAT-12 Mobile Safari 13 without BigInt: banner with name and version, app must not start", () => {
    const r = run({ userAgent: UA.iphone13, remove: [".BigInt"] })
    expect(r.errors).toEqual([])
    expect(r.window["__appCannotStart"]).toBe(true)
    expect(plain(api(r).missingFeatures())).toEqual(["BigInt"])
    const banner = r.banner()
    expect(banner).toBeDefined()
    if (banner === undefined) return
    expect(banner.attributes["role"]).toBe("alert")
    const [first, second] = linesOf(banner)
    expect(first).toBe("ไม่รองรับ Mobile Safari 13")
    expect(second).toBe("กรุณาอัปเดตเบราว์เซอร์หรือเปิดด้วย Chrome / Safari รุ่นล่าสุด")
    expect(banner.style["position"]).toBe("fixed")
    expect(banner.style["top"]).toBe("0")
    expect(banner.style["color"]).toBe("#ffffff")
    expect(banner.style["fontSize"]).toBe("16px")
    expect(banner.style["backgroundColor"]).toMatch(/^#[0-9a-f]{6}$/i)
    expect(banner.attributes["style"]).toBeUndefined()
    // It is put first, above the app root.
    expect(r.body.childNodes[0]).toBe(banner)
  })

  it("COMPAT-12 a current Chrome with every feature gets no banner and may start", () => {
    const r = run({ userAgent: UA.chrome124 })
    expect(r.errors).toEqual([])
    expect(r.banner()).toBeUndefined()
    expect(r.window["__appCannotStart"]).toBeUndefined()
    expect(plain(api(r).missingFeatures())).toEqual([])
  })

  it("COMPAT-01 an old Chrome with every feature gets the banner but the app may still start", () => {
    const r = run({ userAgent: UA.chrome78 })
    expect(linesOf(r.banner() ?? makeNode("none"))[0]).toBe("ไม่รองรับ Chrome 78")
    expect(r.window["__appCannotStart"]).toBeUndefined()
  })

  it("COMPAT-12 an unknown browser missing features is named 'เบราว์เซอร์นี้'", () => {
    const r = run({ userAgent: UA.curl, remove: [".fetch", ".Object.fromEntries"] })
    expect(r.window["__appCannotStart"]).toBe(true)
    expect(plain(api(r).missingFeatures())).toEqual(["fetch", "Object.fromEntries"])
    expect(linesOf(r.banner() ?? makeNode("none"))[0]).toBe("ไม่รองรับ เบราว์เซอร์นี้")
  })

  it("COMPAT-12 each feature the bundle needs is checked", () => {
    const cases = [
      [".BigInt", "BigInt"],
      [".Promise", "Promise"],
      [".fetch", "fetch"],
      [".Object.fromEntries", "Object.fromEntries"],
      [".Symbol", "Symbol"],
      [".Array.prototype.flat", "Array.prototype.flat"]
    ] as const
    for (const [removed, reported] of cases) {
      const r = run({ userAgent: UA.chrome124, remove: [removed] })
      expect(plain(api(r).missingFeatures()), removed).toEqual([reported])
      expect(r.window["__appCannotStart"], removed).toBe(true)
      expect(r.banner(), removed).toBeDefined()
    }
  })

  it("COMPAT-12 before the body exists, the banner waits for DOMContentLoaded and appears once", () => {
    const r = run({ userAgent: UA.ie9, remove: [".BigInt"], bodyReady: false })
    expect(r.banner()).toBeUndefined()
    r.fireDomContentLoaded()
    r.fireDomContentLoaded()
    expect(r.body.childNodes.filter((n) => n.id === "unsupported-browser")).toHaveLength(1)
    expect(linesOf(r.banner() ?? makeNode("none"))[0]).toBe("ไม่รองรับ IE 9")
  })

  it("COMPAT-12 never throws, even without document or navigator", () => {
    const context = vm.createContext({})
    vm.runInContext("var window = globalThis;", context)
    expect(() => vm.runInContext(source, context)).not.toThrow()
    expect(vm.runInContext("typeof window.__browserCheck.detect", context)).toBe("function")
    expect(vm.runInContext("window.__browserCheck.detect(undefined)", context)).toBeNull()
  })
})
