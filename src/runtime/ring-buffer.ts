/** A fixed-capacity FIFO: pushing into a full buffer evicts and returns the oldest item, in O(1). */
export interface RingBuffer<A> {
  /** Appends; returns the evicted oldest item when the buffer was full. */
  readonly push: (item: A) => { readonly evicted: A } | null
  readonly size: () => number
  /** The oldest item, if any. */
  readonly first: () => A | undefined
  /** The items, oldest first (a fresh array). */
  readonly toArray: () => ReadonlyArray<A>
}

export const createRingBuffer = <A>(capacity: number): RingBuffer<A> => {
  const slots: Array<A | undefined> = []
  let start = 0
  let size = 0
  return {
    push: (item) => {
      if (size < capacity) {
        slots[(start + size) % capacity] = item
        size++
        return null
      }
      const oldest = slots[start]
      slots[start] = item
      start = (start + 1) % capacity
      return oldest === undefined ? null : { evicted: oldest }
    },
    size: () => size,
    first: () => (size === 0 ? undefined : slots[start]),
    toArray: () => {
      const out: Array<A> = []
      for (let i = 0; i < size; i++) {
        const item = slots[(start + i) % capacity]
        if (item !== undefined) out.push(item)
      }
      return out
    }
  }
}
