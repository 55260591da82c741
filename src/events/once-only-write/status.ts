import { Schema } from "effect"

/**
 * Where a game's write (a wheel spin, a flip-card play) is, in one field (money.md): on its way,
 * its lost answer being read back ('กำลังตรวจสอบรายการ…'), unreadable ('ตรวจสอบอีกครั้ง'), or read
 * back as not done (the next press resends the same key). Absent: nothing open.
 */
export const WritePhase = Schema.Literal("sending", "verifying", "unverified", "not-done")
export type WritePhase = typeof WritePhase.Type
