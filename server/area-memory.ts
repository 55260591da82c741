import { Either, ParseResult, Schema } from "effect"
import type { ServerState } from "./state"

// What an area of the reference API remembers beyond the accounts (a player's check-ins, the day
// of their last spin ...), kept by the area itself: `areaMemory(init, durable)` in
// server/api/<area>.ts, then `memory.of(ctx.state)` in a handler. Each server has its own, and
// /__dev/reset starts every one afresh from `init` (the demo data), so adding an area never
// touches server/state.ts.
// A durable memory (#31) has a name and a schema: it is saved as JSON in the database at the end of
// every write that used it (ServerState.write, in that write's transaction) and read back at the
// server's next start. One without them (the abuse counters) is the process's only.

export interface AreaMemory<T> {
  readonly of: (state: ServerState) => T
}

export interface Durable<T, I> {
  /** The memory's row in the database: unique among the areas. */
  readonly name: string
  /** How the memory is written as JSON and read back (Maps as arrays of pairs: Schema.Map). */
  readonly schema: Schema.Schema<T, I>
}

const names = new Set<string>()

interface Kept<T> {
  readonly generation: number
  /** The durable.epoch it was read or made in: a memory is read again after the records were. */
  readonly epoch: number
  readonly value: T
}

/** A memory of the process only (the abuse counters): afresh at every reset, gone at a restart. */
const volatileMemory = <T>(init: (state: ServerState) => T): AreaMemory<T> => {
  const byServer = new WeakMap<ServerState, Kept<T>>()
  return {
    of: (state) => {
      const kept = byServer.get(state)
      if (kept !== undefined && kept.generation === state.generation) return kept.value
      const value = init(state)
      byServer.set(state, { generation: state.generation, epoch: 0, value })
      return value
    }
  }
}

export const areaMemory = <T, I = unknown>(
  init: (state: ServerState) => T,
  durable?: Durable<NoInfer<T>, I>
): AreaMemory<T> => {
  if (durable === undefined) return volatileMemory(init)
  const byServer = new WeakMap<ServerState, Kept<T>>()
  const { name } = durable
  if (names.has(name)) throw new Error(`Two area memories are named ${name}`)
  names.add(name)
  const json = Schema.parseJson(durable.schema)
  const encode = Schema.encodeSync(json)
  const decode = Schema.decodeUnknownEither(json)
  const touch = (state: ServerState, value: T): void => state.durable.memories.touch(name, () => encode(value))
  /** The memory as the database holds it, if it does (a start after a restart). */
  const stored = (state: ServerState): T | undefined => {
    const text = state.durable.store.memoryOf(name)
    if (text === undefined) return undefined
    const decoded = decode(text)
    if (Either.isLeft(decoded)) {
      throw new Error(
        `The database's memory of ${name} is malformed: ${ParseResult.TreeFormatter.formatErrorSync(decoded.left)}`
      )
    }
    state.durable.memories.loaded(name, text)
    return decoded.right
  }
  return {
    of: (state) => {
      const kept = byServer.get(state)
      if (kept !== undefined && kept.generation === state.generation && kept.epoch === state.durable.epoch) {
        if (state.durable.isWriting) touch(state, kept.value)
        return kept.value
      }
      // Made or read in a write of its own when no write is open, so a memory made by a read is saved too.
      return state.write(() => {
        const value = stored(state) ?? init(state)
        byServer.set(state, { generation: state.generation, epoch: state.durable.epoch, value })
        touch(state, value)
        return value
      })
    }
  }
}
