/** A fixed-capacity FIFO: pushing into a full buffer evicts the oldest item, in O(1). */
export interface RingBuffer<A> {
  /** Appends; the oldest item goes when the buffer is full. */
  readonly push: (item: A) => void
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
        return
      }
      slots[start] = item
      start = (start + 1) % capacity
    },
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
