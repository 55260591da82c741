import type { KeptVital } from "../../src/domain/vitals-schema"

// The field data the reference API keeps (#30): the last MAX_KEPT_VITALS metrics in memory, the
// oldest overwritten first, so any number of phones cannot grow the server. Read by
// GET /__dev/vitals (`npm run vitals`), emptied by /__dev/reset.

export const MAX_KEPT_VITALS = 10_000

export class VitalsRing {
  private readonly slots: Array<KeptVital> = []
  /** Where the next metric goes once the ring is full: the oldest one's slot. */
  private next = 0

  constructor(readonly capacity: number = MAX_KEPT_VITALS) {}

  add(vital: KeptVital): void {
    if (this.slots.length < this.capacity) this.slots.push(vital)
    else this.slots[this.next] = vital
    this.next = (this.next + 1) % this.capacity
  }

  /** Oldest first. */
  entries(): ReadonlyArray<KeptVital> {
    return this.slots.length < this.capacity
      ? [...this.slots]
      : [...this.slots.slice(this.next), ...this.slots.slice(0, this.next)]
  }

  clear(): void {
    this.slots.length = 0
    this.next = 0
  }
}
