// The demo data's randomness: a seeded generator, so every reset, every test and every device sees
// the same lobby, the same artwork and the same names (never Math.random).

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** A seed from a text (FNV-1a, 32 bits): each provider, game and picture gets its own stream. */
export const seedOf = (text: string): number => {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The items in an order drawn from `random` (Fisher–Yates); the input is left as it was. */
export const shuffled = <A>(items: ReadonlyArray<A>, random: () => number): ReadonlyArray<A> => {
  const out = [...items]
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    const here = out[index]
    const there = out[other]
    if (here === undefined || there === undefined) continue
    out[index] = there
    out[other] = here
  }
  return out
}
