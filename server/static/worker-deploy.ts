import { Schema } from "effect"
import { areaMemory } from "../area-memory"
import { decodedAction, type DevAction } from "../dev/dev-action"
import type { ServerState } from "../state"
import type { Rewrite } from "./rewritten-file"

// A new deploy, as a test sees it (#15): `POST /__dev/deploy {"tag"}` makes the server answer
// /sw.js with its version followed by the tag, the one change a deploy makes to the worker that
// matters to a browser (new bytes, a new cache). /__dev/reset goes back to the built worker.

interface DeployMemory {
  tag: string | null
}

const deploys = areaMemory((): DeployMemory => ({ tag: null }), {
  name: "deploy",
  schema: Schema.Struct({ tag: Schema.NullOr(Schema.String) })
})

export const deployTagOf = (state: ServerState): string | null => deploys.of(state).tag

const DeployRequest = Schema.Struct({ tag: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,20}$/)) })

export const workerDevActions: Readonly<Record<string, DevAction>> = {
  deploy: decodedAction(DeployRequest, ({ tag }, { state }) => {
    deploys.of(state).tag = tag
  })
}

/** The built worker (vite-plugins/service-worker.ts writes `"version":"…"`) as the tagged deploy's. */
export const taggedWorker = (tag: string): Rewrite => ({
  variant: `deploy-${tag}`,
  apply: (code) => code.replace(/"version":"([^"]+)"/, `"version":"$1-${tag}"`)
})
