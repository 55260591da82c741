import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { WheelState } from "./state"

const { on, whilePlayer } = casesOf<WheelState>()

/** ENT-15, AMB-35: segments a list, reward and log empty objects. */
const initial: WheelState = { segments: [], reward: {}, log: {} }

/** No spin's outcome is pending any more. */
const settled = { submitting: false, pending: null, verifying: false, unverified: false, notDone: false } as const

const reward = (state: WheelState, change: Partial<WheelState["reward"]>): WheelState => ({
  ...state,
  reward: { ...state.reward, ...change }
})

export const wheelSlice = defineSlice<WheelState>({
  initial,
  cases: whilePlayer(
    // A reload keeps the board shown (a read-back, a money move): the wheel does not blink.
    on("WheelBoardLoading", (state) =>
      state.reward.today?._tag === "Loaded" ? state : reward(state, { today: RemoteData.Loading() })
    ),
    on("WheelBoardLoaded", (state, { data }) =>
      reward(
        { ...state, segments: data.segments },
        { today: RemoteData.Loaded({ data: { spinsPerDay: data.spinsPerDay, spinsLeft: data.spinsLeft } }) }
      )
    ),
    on("WheelBoardFailed", (state, { failure }) =>
      state.reward.today?._tag === "Loaded" && state.reward.verifying === true
        ? state
        : reward(state, { today: RemoteData.Failed({ message: failureText(failure) }) })
    ),
    on("WheelLogLoading", (state) =>
      state.log.list?._tag === "Loaded" ? state : { ...state, log: { list: RemoteData.Loading() } }
    ),
    on("WheelLogLoaded", (state, { data }) => ({ ...state, log: { list: RemoteData.Loaded({ data }) } })),
    on("WheelLogFailed", (state, { failure }) =>
      state.log.list?._tag === "Loaded"
        ? state
        : { ...state, log: { list: RemoteData.Failed({ message: failureText(failure) }) } }
    ),
    on("WheelSpinStarted", (state, { key, spinsLeft }) =>
      reward(state, { ...settled, submitting: true, pending: { key, spinsLeft }, error: null, spin: null })
    ),
    on("WheelSpun", (state, { reward: answer }) => {
      const today = state.reward.today
      const list = state.log.list
      const known = list?._tag === "Loaded" && list.data.some((spin) => spin.id === answer.spin.id)
      return {
        ...reward(state, {
          ...settled,
          error: null,
          spin: answer.spin,
          today:
            today?._tag === "Loaded"
              ? RemoteData.Loaded({ data: { ...today.data, spinsLeft: answer.spinsLeft } })
              : (today ?? RemoteData.Idle())
        }),
        log:
          list?._tag === "Loaded" && !known
            ? { list: RemoteData.Loaded({ data: [answer.spin, ...list.data] }) }
            : state.log
      }
    }),
    on("WheelSpinFailed", (state, { failure }) => reward(state, { ...settled, error: failureText(failure) })),
    on("WheelSpinUnsure", (state) =>
      reward(state, { submitting: false, verifying: true, unverified: false, notDone: false, error: null })
    ),
    on("WheelVerifyStarted", (state) => reward(state, { verifying: true, unverified: false, error: null })),
    on("WheelSpinNotDone", (state) => reward(state, { submitting: false, verifying: false, notDone: true })),
    on("WheelSpinUnverified", (state) => reward(state, { submitting: false, verifying: false, unverified: true })),
    on("WheelResultSeen", (state) => reward(state, { spin: null })),
    on("WheelReset", () => initial)
  )
})
