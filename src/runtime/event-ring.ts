import type { AppEvent } from "../events/schemas"
import type { LoggedEvent } from "../events/log/log-file"

/**
 * The store's most recent events and their times, in two parallel fixed-capacity rings: a dispatch
 * makes and keeps no object of its own (#16: an object per event, held for 10,000 events, outlived
 * V8's young generation and cost the dispatch its garbage collector's copying). The log entries
 * an export or the developer panel reads are made when asked for.
 */
export interface EventRing {
  /** Appends event `seq` (one more than the last); the oldest goes when the ring is full. */
  readonly push: (event: AppEvent, at: number) => void
  /** The kept entries whose seq is at least `fromSeq`, oldest first (fresh objects). */
  readonly entriesFrom: (fromSeq: number) => ReadonlyArray<LoggedEvent>
  /** The kept events whose seq is in [fromSeq, toSeq), oldest first. */
  readonly eventsBetween: (fromSeq: number, toSeq: number) => ReadonlyArray<AppEvent>
}

export const createEventRing = (capacity: number): EventRing => {
  const events: Array<AppEvent> = []
  const times: Array<number> = []
  let start = 0
  let size = 0
  // The seq of the oldest kept event: events are numbered from 1 in the order they are pushed.
  let firstSeq = 1
  /** The slots of the kept seqs in [fromSeq, toSeq), oldest first. */
  const slotsBetween = (fromSeq: number, toSeq: number): ReadonlyArray<number> => {
    const from = Math.max(fromSeq, firstSeq) - firstSeq
    const to = Math.min(toSeq, firstSeq + size) - firstSeq
    const slots: Array<number> = []
    for (let offset = from; offset < to; offset += 1) slots.push((start + offset) % capacity)
    return slots
  }
  return {
    push: (event, at) => {
      if (size < capacity) {
        events[(start + size) % capacity] = event
        times[(start + size) % capacity] = at
        size += 1
        return
      }
      events[start] = event
      times[start] = at
      start = (start + 1) % capacity
      firstSeq += 1
    },
    entriesFrom: (fromSeq) =>
      slotsBetween(fromSeq, firstSeq + size).flatMap((slot, index) => {
        const event = events[slot]
        const at = times[slot]
        return event === undefined || at === undefined ? [] : [{ seq: Math.max(fromSeq, firstSeq) + index, at, event }]
      }),
    eventsBetween: (fromSeq, toSeq) =>
      slotsBetween(fromSeq, toSeq).flatMap((slot) => {
        const event = events[slot]
        return event === undefined ? [] : [event]
      })
  }
}
