import type { ServerState } from "./state"

// What an area of the reference API remembers beyond the accounts (a player's check-ins, the day
// of their last spin ...), kept by the area itself: `areaMemory(init)` in server/api/<area>.ts, then
// `memory.of(ctx.state)` in a handler. Each server has its own, and /__dev/reset starts every one
// afresh from `init` (the demo data), so adding an area never touches server/state.ts.

export interface AreaMemory<T> {
  readonly of: (state: ServerState) => T
}

export const areaMemory = <T>(init: (state: ServerState) => T): AreaMemory<T> => {
  const byServer = new WeakMap<ServerState, { readonly generation: number; readonly value: T }>()
  return {
    of: (state) => {
      const kept = byServer.get(state)
      if (kept !== undefined && kept.generation === state.generation) return kept.value
      const value = init(state)
      byServer.set(state, { generation: state.generation, value })
      return value
    }
  }
}
