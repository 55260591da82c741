// A seeded pseudo-random source (mulberry32): the same --seed replays the same choices.

export interface Rng {
  /** In [0, 1). */
  readonly next: () => number
  /** An integer in [min, max]. */
  readonly int: (min: number, max: number) => number
  readonly pick: <A>(items: ReadonlyArray<A>) => A
  /** One of `items`, each as likely as its weight. */
  readonly weighted: <A extends { readonly weight: number }>(items: ReadonlyArray<A>) => A
  readonly chance: (probability: number) => boolean
}

export const makeRng = (seed: number): Rng => {
  let a = seed >>> 0
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error("pick from an empty list")
    return item
  }
  const weighted = <A extends { readonly weight: number }>(items: ReadonlyArray<A>): A => {
    const total = items.reduce((sum, item) => sum + item.weight, 0)
    let left = next() * total
    for (const item of items) {
      left -= item.weight
      if (left < 0) return item
    }
    return pick(items)
  }
  return { next, int, pick, weighted, chance: (probability) => next() < probability }
}
