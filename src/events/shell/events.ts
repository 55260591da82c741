import { Schema } from "effect"
import { ShellSnapshotSchema } from "../../domain/shell-snapshot-schema"

/**
 * At start, before the runtime, the device held a snapshot of this player's shell (#16): the page
 * renders from it, marked stale, until the stored session is read (GetCurrentUser or NoCurrentUser).
 */
export const ShellSnapshotRestored = Schema.TaggedStruct("ShellSnapshotRestored", { snapshot: ShellSnapshotSchema })

export const ShellEvent = Schema.Union(ShellSnapshotRestored)
