import { renderPath } from "./issue-text"

/** One changed leaf: its path in the state and its new value (undefined when it was removed). */
export interface StateChange {
  readonly path: string
  readonly value: unknown
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const tagOf = (value: Readonly<Record<string, unknown>>): unknown => value["_tag"]

const walk = (before: unknown, after: unknown, path: ReadonlyArray<PropertyKey>, out: Array<StateChange>): void => {
  // The reducer shares every untouched branch, so identity cuts the walk short.
  if (Object.is(before, after)) return
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) walk(before[i], after[i], [...path, i], out)
    return
  }
  // A tagged union that changed case (Idle → Loaded) is one change, not one per field.
  if (isRecord(before) && isRecord(after) && tagOf(before) === tagOf(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      walk(before[key], after[key], [...path, key], out)
    return
  }
  out.push({ path: renderPath(path), value: after })
}

/** What changed between two states, leaf by leaf, as path = value (a pure function of the two). */
export const diffState = (before: unknown, after: unknown): ReadonlyArray<StateChange> => {
  const out: Array<StateChange> = []
  walk(before, after, [], out)
  return out
}

/** Puts `_tag` first, so a tagged value reads as its case ({"_tag":"Loaded","data":…}). */
const tagFirst = (_key: string, value: unknown): unknown =>
  isRecord(value) && "_tag" in value ? { _tag: value["_tag"], ...value } : value

/** A value as short JSON for one line of output, cut to `max` characters. */
export const shortValue = (value: unknown, max = 80): string => {
  const text = value === undefined ? "(removed)" : (JSON.stringify(value, tagFirst) ?? String(value))
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/** "user.credit = {"_tag":"Loaded",…}" */
export const formatChange = (change: StateChange, max?: number): string =>
  `${change.path === "" ? "(state)" : change.path} = ${shortValue(change.value, max)}`
