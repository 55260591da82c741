import type { WheelSegment, WheelSpin } from "../../domain/wheel-schema"
import type { RemoteData } from "../remote-data"
import { isWriteBusy, type WriteStatus } from "../once-only-write"
import type { AppState } from "../state"

const IDLE: RemoteData<never> = { _tag: "Idle" }

export const selectWheelSegments = (state: AppState): ReadonlyArray<WheelSegment> => state.wheel.segments
export const selectWheelToday = (
  state: AppState
): RemoteData<{ readonly spinsPerDay: number; readonly spinsLeft: number }> => state.wheel.reward.today ?? IDLE
export const selectWheelLog = (state: AppState): RemoteData<ReadonlyArray<WheelSpin>> => state.wheel.log.list ?? IDLE
/** A spin in flight or its outcome being read: another tap sends nothing. */
export const selectWheelBusy = (state: AppState): boolean => isWriteBusy({ phase: state.wheel.reward.phase ?? null })
export const selectWheelVerifying = (state: AppState): boolean => state.wheel.reward.phase === "verifying"
export const selectWheelUnverified = (state: AppState): boolean => state.wheel.reward.phase === "unverified"
export const selectWheelNotDone = (state: AppState): boolean => state.wheel.reward.phase === "not-done"
export const selectWheelError = (state: AppState): string | null => state.wheel.reward.error ?? null
export const selectWheelSpin = (state: AppState): WheelSpin | null => state.wheel.reward.spin ?? null
/** The key and spins-left of a spin whose outcome is unknown: a resend reuses the key (money.md). */
export const selectWheelPending = (state: AppState) => state.wheel.reward.pending ?? null
/** The spin's write record (money.md), its absent fields read as null. */
export const selectWheelWrite = (state: AppState): WriteStatus<{ readonly spinsLeft: number }> => ({
  phase: state.wheel.reward.phase ?? null,
  pending: selectWheelPending(state),
  error: selectWheelError(state)
})
/** Spins left today once known; null while the board is not loaded. */
export const selectSpinsLeft = (state: AppState): number | null => {
  const today = state.wheel.reward.today
  return today?._tag === "Loaded" ? today.data.spinsLeft : null
}
