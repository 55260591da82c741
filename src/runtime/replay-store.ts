import type { LogFile } from "../events/log/log-file"
import { replayLog } from "../events/log/replay"
import type { AppState } from "../events/state"
import type { EventStore } from "./event-store"

/** A read-only store over an imported log, for time travel: seek moves through its steps. */
export interface ReplayStore extends EventStore {
  /** How many steps the log has; valid steps are 0 (the snapshot) to stepCount. */
  readonly stepCount: number
  /** The current step: 0 is the snapshot, n the state after the log's n-th event. */
  readonly getStep: () => number
  /** Moves to a step (clamped to 0..stepCount) and tells every subscriber. */
  readonly seek: (step: number) => void
}

/**
 * Replays `file` once and serves its states; starts at the last step (the state the log ended in).
 * dispatch is a no-op: commands must not change a recording.
 */
export const createReplayStore = (file: LogFile): ReplayStore => {
  const replay = replayLog(file)
  const states: ReadonlyArray<AppState> = [replay.initial, ...replay.steps.map((step) => step.state)]
  const stepCount = replay.steps.length
  let step = stepCount
  const listeners = new Set<() => void>()
  return {
    stepCount,
    getStep: () => step,
    seek: (target) => {
      const next = Math.min(stepCount, Math.max(0, Math.floor(target)))
      if (next === step) return
      step = next
      for (const listener of listeners) listener()
    },
    getState: () => states[step] ?? replay.final,
    getLog: () => file.events,
    getSnapshot: () => file.snapshot,
    dispatch: () => {},
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    // A seek may change any part: a watcher hears about every one.
    watch: (listener) => {
      listeners.add(listener)
      return { widen: () => undefined, stop: () => void listeners.delete(listener) }
    },
    getRecording: () => ({
      log: file.events,
      snapshot: file.snapshot,
      firstSeq: file.firstSeq,
      startedAt: file.startedAt,
      exportedAt: file.exportedAt
    })
  }
}
