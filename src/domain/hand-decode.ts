// The few checks the hand-written decoders of first paint share (shell-snapshot.ts and the kept
// lists beside it): effect/Schema must not load before the first paint, so these read parsed JSON
// by hand, and a unit test proves each agrees with its Schema twin.

export type Fields = { readonly [key: string]: unknown }

export const isFields = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value)

export const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0

/**
 * A list in `value` of at most `max` items, each read by `itemOf`: undefined when absent, null when
 * it is not such a list (not an array, too long, or one item that is not one).
 */
export const listOf = <T>(
  value: unknown,
  max: number,
  itemOf: (item: unknown) => T | null
): ReadonlyArray<T> | null | undefined => {
  if (value === undefined) return undefined
  if (!Array.isArray(value) || value.length > max) return null
  const items: Array<T> = []
  for (const item of value) {
    const decoded = itemOf(item)
    if (decoded === null) return null
    items.push(decoded)
  }
  return items
}
