import { Schema } from "effect"
import { AffiliateLogEntry } from "./affiliate-schema"
import { WinlostLogEntry } from "./winlost-schema"

// API-37 (POST /api/auth/log/affiliate/:username) is one call for both log kinds of ENT-17: the
// body's `type` picks "wl" (the loss refunds) or "af" (the affiliate withdrawals). One contract row
// may serve one method and path (DESIGN-03), so its answer is a list of either kind's lines; each
// service keeps the lines of the kind it asked for. An "af" line says so in `kind`.

export const LogEntry = Schema.Union(WinlostLogEntry, AffiliateLogEntry)
export type LogEntry = typeof LogEntry.Type

export const isWinlostLogEntry = (entry: LogEntry): entry is WinlostLogEntry => !("kind" in entry)
export const isAffiliateLogEntry = (entry: LogEntry): entry is AffiliateLogEntry => "kind" in entry
