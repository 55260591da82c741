import { emptyParts, type PartLayout, type PartSet } from "./part-tracking"

// The store's subscribers by the parts of the state they read (part-tracking.ts): an event tells
// only the watchers of the parts it changed, each once.

/** A watch on some parts of the state; `widen` adds parts its selector has started to read. */
export interface PartWatch {
  readonly widen: (parts: PartSet) => void
  readonly stop: () => void
}

export interface PartWatchers {
  readonly watch: (listener: () => void, parts: PartSet) => PartWatch
  /** Tells each watcher of a changed part, once for event `seq` even if it watches several. */
  readonly notify: (changed: PartSet, seq: number) => void
}

interface Watcher {
  readonly listener: () => void
  toldAt: number
}

export const createPartWatchers = (layout: PartLayout): PartWatchers => {
  const buckets: ReadonlyArray<Set<Watcher>> = Array.from({ length: layout.count }, () => new Set<Watcher>())
  const tell = (part: number, seq: number) => {
    for (const watcher of buckets[part] ?? []) {
      if (watcher.toldAt === seq) continue
      watcher.toldAt = seq
      watcher.listener()
    }
  }
  return {
    notify: (changed, seq) => {
      for (let word = 0; word < changed.length; word += 1) {
        // Visit the set bits only: lowest first, each cleared once told.
        let bits = changed[word] ?? 0
        while (bits !== 0) {
          const lowest = bits & -bits
          tell((word << 5) + 31 - Math.clz32(lowest), seq)
          bits ^= lowest
        }
      }
    },
    watch: (listener, parts) => {
      const watcher: Watcher = { listener, toldAt: 0 }
      const watching = emptyParts(layout)
      let stopped = false
      const widen = (more: PartSet) => {
        if (stopped) return
        for (let word = 0; word < watching.length; word += 1) {
          let added = (more[word] ?? 0) & ~(watching[word] ?? 0)
          if (added === 0) continue
          watching[word] = (watching[word] ?? 0) | added
          while (added !== 0) {
            const lowest = added & -added
            buckets[(word << 5) + 31 - Math.clz32(lowest)]?.add(watcher)
            added ^= lowest
          }
        }
      }
      widen(parts)
      return {
        widen,
        stop: () => {
          stopped = true
          for (const bucket of buckets) bucket.delete(watcher)
          watching.fill(0)
        }
      }
    }
  }
}
