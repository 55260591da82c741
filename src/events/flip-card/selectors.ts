import type { FlipCardLogs, FlipCardPlay } from "../../domain/flip-card-schema"
import type { RemoteData } from "../remote-data"
import { isWriteBusy, type WriteStatus } from "../once-only-write"
import type { AppState } from "../state"

// The slice starts as {}: an absent member reads as its starting value.

const IDLE: RemoteData<never> = { _tag: "Idle" }

export const selectFlipCardLogs = (state: AppState): RemoteData<FlipCardLogs> => state.flipCard.logs ?? IDLE
/** A play in flight or its outcome being read: another pick sends nothing. */
export const selectFlipCardBusy = (state: AppState): boolean => isWriteBusy({ phase: state.flipCard.phase ?? null })
export const selectFlipCardVerifying = (state: AppState): boolean => state.flipCard.phase === "verifying"
export const selectFlipCardUnverified = (state: AppState): boolean => state.flipCard.phase === "unverified"
export const selectFlipCardNotDone = (state: AppState): boolean => state.flipCard.phase === "not-done"
export const selectFlipCardError = (state: AppState): string | null => state.flipCard.error ?? null
export const selectFlipCardPlay = (state: AppState): FlipCardPlay | null => state.flipCard.play ?? null
export const selectFlipCardPicked = (state: AppState): number | null => state.flipCard.picked ?? null
export const selectFlipCardPending = (state: AppState) => state.flipCard.pending ?? null
/** The play's write record (money.md), its absent fields read as null. */
export const selectFlipCardWrite = (state: AppState): WriteStatus<{ readonly playsLeft: number }> => ({
  phase: state.flipCard.phase ?? null,
  pending: selectFlipCardPending(state),
  error: selectFlipCardError(state)
})
/** Plays left today once known; null while the logs are not loaded. */
export const selectPlaysLeft = (state: AppState): number | null => {
  const logs = state.flipCard.logs
  return logs?._tag === "Loaded" ? logs.data.playsLeft : null
}
