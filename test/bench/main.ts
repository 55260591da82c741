// `npm run bench`: our event store against the Redux Toolkit store the original product used.
// It prints figures and ratios beside their targets; it is not a test and never fails on speed.
// Both libraries run their production builds, as a phone would; react-dom renders into jsdom.
import { JSDOM } from "jsdom"

process.env["NODE_ENV"] = "production"

const dom = new JSDOM("<!doctype html><html><body></body></html>", { url: "http://127.0.0.1/" })
for (const [name, value] of Object.entries({
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  Node: dom.window.Node
})) {
  if (name === "navigator" && "navigator" in globalThis) continue
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true })
}

// The benchmark's modules load after NODE_ENV is set: react and react-dom pick their build on load.
const { runBenchmarks } = await import("./run")
await runBenchmarks()
dom.window.close()
