import { Schema } from "effect"
import { ShellSnapshotSchema } from "../../domain/shell-snapshot-schema"

/**
 * The `shell` slice (#16): the snapshot a returning player's page first rendered from, and whether
 * the stored session is still being read. Fresh data (the session, the credit, the configuration)
 * always win over it; nothing but the shell's first render reads it.
 */
export const ShellStateSchema = Schema.Struct({
  snapshot: Schema.NullOr(ShellSnapshotSchema),
  awaitingSession: Schema.Boolean
})
export type ShellState = typeof ShellStateSchema.Type
