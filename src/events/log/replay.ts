import type { AppEvent } from "../schemas"
import { reduce } from "../reducer"
import type { AppState } from "../state"
import type { LogFile } from "./log-file"

/** One replayed event and the state after it. */
export interface ReplayStep {
  readonly seq: number
  readonly at: number
  readonly event: AppEvent
  readonly state: AppState
}

export interface Replay {
  /** The log's snapshot: the state before the first step. */
  readonly initial: AppState
  readonly steps: ReadonlyArray<ReplayStep>
  readonly final: AppState
}

/** Reduces a decoded log from its snapshot, keeping the state after every step. */
export const replayLog = (file: Pick<LogFile, "snapshot" | "events">): Replay => {
  const steps: Array<ReplayStep> = []
  let state = file.snapshot
  for (const { seq, at, event } of file.events) {
    state = reduce(state, event)
    steps.push({ seq, at, event, state })
  }
  return { initial: file.snapshot, steps, final: state }
}

/**
 * The state after the step with sequence number `seq` (the latest step at or before it, since a
 * skipped event changes nothing); the snapshot for a seq before the first step.
 */
export const stateAtSeq = (replay: Replay, seq: number): AppState => {
  let state = replay.initial
  for (const step of replay.steps) {
    if (step.seq > seq) break
    state = step.state
  }
  return state
}
