// The status record of a write that moves money, points or chances (money.md), the same in every
// area: where the write is, what a resend needs, and what the player reads. An area keeps these
// three fields in the record its write belongs to (the slice itself, or one field of it). The
// schema side is write-status-schema.ts: this file is the store's, and loads no Schema.

/**
 * Where the write is: on its way, its lost answer being read back ('กำลังตรวจสอบรายการ…'),
 * unreadable ('ตรวจสอบอีกครั้ง'), or read back as not done (the next press resends the same key).
 * Null: nothing open.
 */
export type WritePhase = "sending" | "verifying" | "unverified" | "not-done"

/** What a press of a write that carries nothing but its key carries (check-in). */
export type NoFacts = Record<never, never>

/** What a write keeps until its outcome is known: its Idempotency-Key and what the press carried. */
export type Pending<Press> = Press & { readonly key: string }

export interface WriteStatus<Press> {
  readonly phase: WritePhase | null
  readonly pending: Pending<Press> | null
  /** What the player reads about the last press (a refusal's Thai text, the offline note). */
  readonly error: string | null
}

/** Nothing open: the record at rest, and after a write's outcome is known. */
export const SETTLED = { phase: null, pending: null, error: null } as const

/** A write on its way or its outcome being read: another press sends nothing (money.md). */
export const isWriteBusy = (status: Pick<WriteStatus<unknown>, "phase">): boolean =>
  status.phase === "sending" || status.phase === "verifying"

/**
 * What a write's button shows: ready (nothing open, or read back as not done: it may be pressed
 * again), on its way, its outcome being read, or unreadable ('ตรวจสอบอีกครั้ง').
 */
export type PressState = "idle" | "submitting" | "verifying" | "unverified"

export const pressStateOf = (phase: WritePhase | null): PressState => {
  switch (phase) {
    case "sending":
      return "submitting"
    case "verifying":
    case "unverified":
      return phase
    case "not-done":
    case null:
      return "idle"
  }
}
