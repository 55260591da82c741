// @ts-check
// Loads the slip reader's worker (slip-reader-worker.ts) on its worker thread. A worker thread does
// not inherit the loader that runs the server's TypeScript (tsx under `npm start` and `npm run dev`,
// Vitest's or Playwright's transform in the tests), so this plain module, the one file Node runs
// there unaided, asks tsx (a dependency, which `npm start` runs the server with) to load it.
import { tsImport } from "tsx/esm/api"

await tsImport("./slip-reader-worker.ts", import.meta.url)
