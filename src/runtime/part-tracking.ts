import { SLICE_KEYS, slices } from "../events/state"

// Which parts of the state a selector reads, so the store tells a subscriber only about events that
// changed one of them (event-store.ts). The parts follow the slice list (events/state.ts): a
// slice is one part, except a slice that tracks its fields (defineSlice's trackFields: the busy
// `global` and `user`), whose fields are parts of their own. An online count from the socket then
// reaches the subscribers that show it, not everyone who reads the LINE settings. There is no fixed
// limit: a set of parts is as many 32-bit words as the layout needs.

/** A state as the tracker sees it: slices by key (each a record of fields when it tracks them). */
export type TrackedState = { readonly [slice: string]: unknown }

export interface SlicePart {
  readonly key: string
  /** The slice's own part, or null when its fields are parts. */
  readonly part: number | null
  readonly fields: ReadonlyArray<{ readonly key: string; readonly part: number }>
}

export interface PartLayout {
  readonly count: number
  /** Each part's name: "auth", "global.onlineCount". */
  readonly names: ReadonlyArray<string>
  readonly slices: ReadonlyArray<SlicePart>
  /** A part's number by its name; an unknown name throws. */
  readonly part: (name: string) => number
}

/** A set of parts: one bit each. */
export type PartSet = Uint32Array

/** The layout of a list of slices, each with the names of its fields when it tracks them. */
export const partLayout = (
  sliceList: ReadonlyArray<{ readonly key: string; readonly fields: ReadonlyArray<string> | null }>
): PartLayout => {
  const names: Array<string> = []
  const next = (name: string): number => names.push(name) - 1
  const layoutSlices = sliceList.map(({ key, fields }) =>
    fields === null
      ? { key, part: next(key), fields: [] }
      : { key, part: null, fields: fields.map((field) => ({ key: field, part: next(`${key}.${field}`) })) }
  )
  const byName = new Map(names.map((name, index) => [name, index]))
  return {
    count: names.length,
    names,
    slices: layoutSlices,
    part: (name) => {
      const index = byName.get(name)
      if (index === undefined) throw new Error(`no part named ${name}`)
      return index
    }
  }
}

const isRecord = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === "object" && value !== null

/** The app's parts: every slice of events/state.ts, every field of a slice that tracks them. */
export const APP_PARTS: PartLayout = partLayout(
  SLICE_KEYS.map((key) => {
    const { initial, trackFields } = slices[key]
    return { key, fields: trackFields && isRecord(initial) ? Object.keys(initial) : null }
  })
)

export const emptyParts = (layout: PartLayout): PartSet => new Uint32Array(Math.ceil(layout.count / 32))

export const addPart = (set: PartSet, part: number): void => {
  const word = part >>> 5
  set[word] = (set[word] ?? 0) | (1 << (part & 31))
}

export const hasPart = (set: PartSet, part: number): boolean => ((set[part >>> 5] ?? 0) & (1 << (part & 31))) !== 0

/** The set of the named parts. */
export const partSet = (layout: PartLayout, names: ReadonlyArray<string>): PartSet => {
  const set = emptyParts(layout)
  for (const name of names) addPart(set, layout.part(name))
  return set
}

export const everyPart = (layout: PartLayout): PartSet => partSet(layout, layout.names)

/** The names of the parts in a set, in layout order (tests, debugging). */
export const partNames = (layout: PartLayout, set: PartSet): ReadonlyArray<string> =>
  layout.names.filter((_, part) => hasPart(set, part))

/** Adds `more` to `set`; answers whether it added any part. */
export const addParts = (set: PartSet, more: PartSet): boolean => {
  let added = false
  for (let word = 0; word < set.length; word += 1) {
    const current = set[word] ?? 0
    // `|` gives a signed 32-bit number and the set holds unsigned ones: compare them alike.
    const merged = (current | (more[word] ?? 0)) >>> 0
    if (merged !== current) {
      set[word] = merged
      added = true
    }
  }
  return added
}

/** The layout's slices by key, so a caller can name the few it needs compared. */
export const layoutSlicesByKey = (layout: PartLayout): ReadonlyMap<string, SlicePart> =>
  new Map(layout.slices.map((slice) => [slice.key, slice]))

/**
 * Writes into `out` the parts that differ between two states, by reference (a reducer keeps what it
 * does not change); answers whether any did. Runs on every dispatch: no allocation. `among` limits
 * the comparison to the slices that could have changed (the store passes those that answer the
 * event); all of them by default.
 */
export const changedParts = (
  layout: PartLayout,
  before: TrackedState,
  after: TrackedState,
  out: PartSet,
  among: ReadonlyArray<SlicePart> = layout.slices
): boolean => {
  out.fill(0)
  if (before === after) return false
  let changed = false
  for (const slice of among) {
    const was = before[slice.key]
    const is = after[slice.key]
    if (was === is) continue
    if (slice.part !== null) {
      addPart(out, slice.part)
      changed = true
      continue
    }
    for (const field of slice.fields) {
      const fieldWas = isRecord(was) ? was[field.key] : undefined
      const fieldIs = isRecord(is) ? is[field.key] : undefined
      if (fieldWas !== fieldIs) {
        addPart(out, field.part)
        changed = true
      }
    }
  }
  return changed
}

/**
 * Runs selectors and records which parts each run read. One tracker serves one subscriber: it
 * reads through a view of getters over the state, made once, so a run allocates nothing. A
 * selector that returns a view itself (the whole state, or a slice that tracks its fields) gets
 * the real object and is taken to read every part.
 */
export interface PartTracker<S extends TrackedState> {
  readonly select: <T>(selector: (state: S) => T, state: S) => T
  /** The parts the last run read (the tracker's own set: copy what you keep). */
  readonly lastRead: () => PartSet
}

export const createPartTracker = <S extends TrackedState>(layout: PartLayout, first: S): PartTracker<S> => {
  // The state of the latest run (kept until the next one: cheaper than clearing it each time).
  let target: TrackedState = first
  const read = emptyParts(layout)
  const every = everyPart(layout)
  const views = new Set<unknown>()
  const sliceDescriptors: PropertyDescriptorMap = {}
  for (const slice of layout.slices) {
    const { key, part } = slice
    if (part !== null) {
      sliceDescriptors[key] = {
        enumerable: true,
        get: () => {
          addPart(read, part)
          return target[key]
        }
      }
      continue
    }
    const fieldDescriptors: PropertyDescriptorMap = {}
    for (const field of slice.fields) {
      fieldDescriptors[field.key] = {
        enumerable: true,
        get: () => {
          addPart(read, field.part)
          const value = target[key]
          return isRecord(value) ? value[field.key] : undefined
        }
      }
    }
    // Only the layout's fields: a field the initial value lacks has no part, so no getter either.
    const sliceView = Object.defineProperties({}, fieldDescriptors)
    views.add(sliceView)
    sliceDescriptors[key] = { enumerable: true, get: () => sliceView }
  }
  // A copy of the first state whose properties become getters: it has the state's type.
  const view: S = Object.defineProperties({ ...first }, sliceDescriptors)
  views.add(view)
  return {
    select: (selector, state) => {
      target = state
      read.fill(0)
      const value = selector(view)
      if (typeof value !== "object" || value === null || !views.has(value)) return value
      // A view must not escape: a selector of a whole object gets the object itself.
      read.set(every)
      return selector(state)
    },
    lastRead: () => read
  }
}
