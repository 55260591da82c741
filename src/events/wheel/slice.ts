import { failureText } from "../../domain/failure"
import { sliceField, writeCases } from "../once-only-write"
import { RemoteData } from "../remote-data"
import type { EventOf } from "../schemas"
import { casesOf, defineSlice } from "../slice"
import type { WheelState } from "./state"

const { on, whilePlayer } = casesOf<WheelState>()

/** What a spin keeps for its read-back: the spins left when it was pressed. */
interface SpinsAtPress {
  readonly spinsLeft: number
}

/** ENT-15, AMB-35: segments a list, reward and log empty objects. */
const initial: WheelState = { segments: [], reward: {}, log: {} }

const reward = (state: WheelState, change: Partial<WheelState["reward"]>): WheelState => ({
  ...state,
  reward: { ...state.reward, ...change }
})
const loaded = (remote: RemoteData<unknown> | undefined): boolean => remote?._tag === "Loaded"

export const wheelSlice = defineSlice<WheelState>({
  initial,
  cases: whilePlayer(
    // A reload (a read-back) keeps the board and the log shown: the wheel does not blink.
    on("WheelBoardLoading", (state) =>
      loaded(state.reward.today) ? state : reward(state, { today: RemoteData.Loading() })
    ),
    on("WheelBoardLoaded", ({ reward: spin, log }, { data: { segments, ...today } }) => ({
      segments,
      reward: { ...spin, today: RemoteData.Loaded({ data: today }) },
      log
    })),
    on("WheelBoardFailed", (state, { failure }) =>
      loaded(state.reward.today)
        ? state
        : reward(state, { today: RemoteData.Failed({ message: failureText(failure) }) })
    ),
    on("WheelLogLoading", (state) =>
      loaded(state.log.list) ? state : { ...state, log: { list: RemoteData.Loading() } }
    ),
    on("WheelLogLoaded", (state, { data }) => ({ ...state, log: { list: RemoteData.Loaded({ data }) } })),
    on("WheelLogFailed", (state, { failure }) =>
      loaded(state.log.list) ? state : { ...state, log: { list: RemoteData.Failed({ message: failureText(failure) }) } }
    ),
    ...writeCases({
      name: "WheelSpin",
      lens: sliceField<WheelState, SpinsAtPress, "reward">(
        "reward",
        (record) => ({ phase: record.phase ?? null, pending: record.pending ?? null, error: record.error ?? null }),
        (record, status) => ({ ...record, ...status })
      ),
      press: ({ spinsLeft }: EventOf<"WheelSpinStarted">): SpinsAtPress => ({ spinsLeft }),
      started: (state) => reward(state, { spin: null })
    }),
    on("WheelSpun", (state, { reward: { spin, spinsLeft } }) => {
      const { today } = state.reward
      const list = state.log.list
      return {
        segments: state.segments,
        reward: {
          ...state.reward,
          phase: null,
          pending: null,
          error: null,
          spin,
          ...(today?._tag === "Loaded" ? { today: RemoteData.Loaded({ data: { ...today.data, spinsLeft } }) } : {})
        },
        log:
          list?._tag === "Loaded" && !list.data.some((known) => known.id === spin.id)
            ? { list: RemoteData.Loaded({ data: [spin, ...list.data] }) }
            : state.log
      }
    }),
    on("WheelResultSeen", (state) => reward(state, { spin: null })),
    on("WheelReset", () => initial)
  )
})
