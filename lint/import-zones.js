// @ts-check
// The import rules of docs/architecture.md as zones of eslint-plugin-import's no-restricted-paths:
// the layer table, the areas inside each layer (read from the folders, so a new area is covered
// the day it is created), and the demo data's one use.
//
// Two traps of the rule (eslint-plugin-import 2.32) when editing: under a plain-path `from`, an
// `except` entry is a path relative to `from` (a glob there is taken literally and never matches);
// under a glob `from`, an `except` entry is a glob matched against absolute paths (a "./x" never
// matches). Either mistake silently forbids more than meant, so try a new zone on a file that
// must pass as well as on one that must fail.
import { readdirSync } from "node:fs"

const GUIDE = "see docs/architecture.md"

/** The areas of a layer: its folders. */
const areasOf = (layer) =>
  readdirSync(`./src/${layer}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "log")
    .map((entry) => entry.name)

/** The files of an area that other areas may import, by layer. */
const PUBLIC_FILES = {
  events: (name) => name === "events.ts" || name === "selectors.ts",
  services: (name) => name === "endpoints.ts" || /-(service|store)\.ts$/.test(name),
  routes: (name) => name === "routes.tsx" || name === "paths.ts" || /-host\.tsx$/.test(name)
}

const publicFilesOf = (layer, area) =>
  readdirSync(`./src/${layer}/${area}`)
    .filter((name) => PUBLIC_FILES[layer](name))
    .map((name) => `./${name}`)

/** Who may import whom (the layer table). */
const LAYERS = [
  {
    target: "./src/domain",
    from: ["./src/events", "./src/services", "./src/runtime", "./src/ui", "./src/routes", "./server"]
  },
  { target: "./src/events", from: ["./src/services", "./src/runtime", "./src/ui", "./src/routes", "./server"] },
  { target: "./src/services", from: ["./src/events", "./src/runtime", "./src/ui", "./src/routes", "./server"] },
  { target: "./src/runtime", from: ["./src/ui", "./src/routes", "./server"] },
  { target: "./src/ui", from: ["./src/events", "./src/services", "./src/runtime", "./src/routes", "./server"] },
  // Screens reach the runtime through its React bridge only: a command would pull effect into the first load.
  { target: "./src/routes", from: ["./src/services", "./server"] },
  // ...and the events through the areas' selectors and events (plus the state's types, RemoteData
  // and the log format): the reducer and the slice machinery are the store's (the once-only write's
  // reducer cases too: eslint.config.js lets screens read only its status helpers).
  {
    target: "./src/routes",
    from: [
      "./src/events/reducer.ts",
      "./src/events/slice.ts",
      "./src/events/dataset.ts",
      "./src/events/dataset-events.ts",
      "./src/events/once-only-write-schema.ts"
    ]
  },
  { target: "./src/routes", from: "./src/runtime", except: ["./react"] },
  { target: "./server", from: ["./src/events", "./src/runtime", "./src/ui", "./src/routes"] },
  // The operator's tools (tools/contract-check) speak the contract as the server does, and read the
  // domain's rules; never the app's state, runtime, screens or the reference server itself.
  { target: "./tools", from: ["./src/events", "./src/runtime", "./src/ui", "./src/routes", "./server"] },
  {
    target: "./tools",
    from: "./src/services",
    except: [
      "./contract.ts",
      "./response-classifier.ts",
      "./json-body.ts",
      ...areasOf("services").map((area) => `./${area}/endpoints.ts`)
    ]
  },
  // The server speaks the contract: the areas' rows and how they are written, nothing else of services.
  {
    target: "./server",
    from: "./src/services",
    except: ["./contract.ts", ...areasOf("services").map((area) => `./${area}/endpoints.ts`)]
  }
].flatMap(({ target, from, except }) =>
  [from].flat().map((one) => ({
    target,
    from: one,
    ...(except === undefined ? {} : { except }),
    message: `${target} may not import from ${one} (${GUIDE}: layers).`
  }))
)

/** Inside a layer, an area reaches another only through that area's public files. */
const AREAS = ["events", "services", "routes"].flatMap((layer) => {
  const areas = areasOf(layer)
  return areas.flatMap((area) =>
    areas
      .filter((other) => other !== area)
      .map((other) => ({
        target: `./src/${layer}/${area}`,
        from: `./src/${layer}/${other}`,
        except: publicFilesOf(layer, other),
        message: `src/${layer}/${area} may use src/${layer}/${other} only through its public files (${GUIDE}: areas).`
      }))
  )
})

/** Presentational pieces of one area never import another's: the screens compose them. */
const UI_AREAS = areasOf("ui").flatMap((area) =>
  areasOf("ui")
    .filter((other) => other !== area)
    .map((other) => ({
      target: `./src/ui/${area}`,
      from: `./src/ui/${other}`,
      message: `src/ui/${area} may not import src/ui/${other}: shared pieces live in src/ui, areas meet in src/routes (${GUIDE}: areas).`
    }))
)

/** A slice and its state schema are the events layer's to compose (events/state.ts, events/schemas.ts). */
const SLICES = [
  {
    target: ["./src/*.{ts,tsx}", "./src/{domain,services,runtime,ui,routes}/**", "./src/events/log/**", "./server/**"],
    from: ["./src/events/*/slice.ts", "./src/events/*/state.ts", "./src/events/reserved/*.ts"],
    message: `read a slice through its area's selectors and events (${GUIDE}: areas).`
  }
]

/** The runtime's folders other than the development scenarios (read from the folder). */
const runtimeFoldersButScenarios = readdirSync("./src/runtime", { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== "scenarios")
  .map((entry) => `./src/runtime/${entry.name}/**`)

/** The demo data (src/domain/demo) feeds the reference server and the development scenarios only. */
const DEMO = [
  {
    target: [
      "./src/*.{ts,tsx}",
      "./src/domain/*.ts",
      "./src/{events,services,ui,routes}/**",
      "./src/runtime/*.ts",
      "./tools/**",
      ...runtimeFoldersButScenarios
    ],
    from: "./src/domain/demo",
    message: `demo data is for server/ and src/runtime/scenarios only (${GUIDE}: demo data).`
  }
]

export const importZones = [...LAYERS, ...AREAS, ...UI_AREAS, ...SLICES, ...DEMO]
