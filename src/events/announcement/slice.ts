import { withRead } from "../../domain/announcement"
import { failureText } from "../../domain/failure"
import { RemoteData } from "../remote-data"
import { casesOf, defineSlice } from "../slice"
import type { AnnouncementState } from "./state"

const { on, whilePlayer } = casesOf<AnnouncementState>()

// A reload keeps the list shown (the ticker and the bell do not blink); a failed reload too.
export const announcementSlice = defineSlice<AnnouncementState>({
  initial: {},
  cases: [
    on("GuestNewsLoading", (state) =>
      state.guest?._tag === "Loaded" ? state : { ...state, guest: RemoteData.Loading() }
    ),
    on("GuestNewsLoaded", (state, { data }) => ({ ...state, guest: RemoteData.Loaded({ data }) })),
    on("GuestNewsFailed", (state, { failure }) =>
      state.guest?._tag === "Loaded" ? state : { ...state, guest: RemoteData.Failed({ message: failureText(failure) }) }
    ),
    ...whilePlayer(
      on("PlayerNewsLoading", (state) =>
        state.player?._tag === "Loaded" ? state : { ...state, player: RemoteData.Loading() }
      ),
      on("PlayerNewsLoaded", (state, { data }) => ({
        ...state,
        player: RemoteData.Loaded({ data })
      })),
      on("PlayerNewsFailed", (state, { failure }) =>
        state.player?._tag === "Loaded"
          ? state
          : { ...state, player: RemoteData.Failed({ message: failureText(failure) }) }
      )
    ),
    on("AnnouncementMarksRestored", (state, { read, dismissedTicker }) => ({
      ...state,
      read: withRead(read, state.read ?? []),
      dismissedTicker: state.dismissedTicker ?? dismissedTicker
    })),
    on("AnnouncementsRead", (state, { ids }) => ({ ...state, read: withRead(state.read ?? [], ids) })),
    on("AnnouncementTickerDismissed", (state, { id }) => ({ ...state, dismissedTicker: id }))
  ]
})
