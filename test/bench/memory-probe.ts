// One memory measurement in a fresh process (run.ts starts it): `memory-probe.ts ours|theirs COUNT`
// prints {"heldBytes":..,"logLength":..}. A fresh process per figure keeps one measurement's
// leftovers (compiled code, caches holding the last store) out of the next one's baseline.
import { createEventStore } from "../../src/runtime/event-store"
import { eventStream } from "./event-mix"
import { createRtkStore, toAction } from "./rtk-model"

const WARM_UP_EVENTS = 20_000

const collect = (): number => {
  if (globalThis.gc === undefined) throw new Error("run with node --expose-gc")
  globalThis.gc()
  globalThis.gc()
  return process.memoryUsage().heapUsed
}

const [side, countText] = process.argv.slice(2)
const count = Number(countText)
if ((side !== "ours" && side !== "theirs") || !Number.isInteger(count) || count <= 0) {
  throw new Error("usage: memory-probe.ts ours|theirs COUNT")
}

if (side === "ours") {
  // Warm-up through the same code paths (eviction included) with a log that keeps almost nothing.
  const warm = createEventStore({ capacity: 10 })
  for (const event of eventStream(WARM_UP_EVENTS)) warm.dispatch(event)
  const before = collect()
  const store = createEventStore()
  for (const event of eventStream(count)) store.dispatch(event)
  const after = collect()
  process.stdout.write(`${JSON.stringify({ heldBytes: after - before, logLength: store.getLog().length })}\n`)
} else {
  const warm = createRtkStore()
  for (const event of eventStream(WARM_UP_EVENTS)) warm.dispatch(toAction(event))
  const before = collect()
  const store = createRtkStore()
  for (const event of eventStream(count)) store.dispatch(toAction(event))
  const after = collect()
  // Reading the store after the measurement keeps it alive through it.
  process.stdout.write(
    `${JSON.stringify({ heldBytes: after - before, logLength: store.getState() === undefined ? -1 : null })}\n`
  )
}
