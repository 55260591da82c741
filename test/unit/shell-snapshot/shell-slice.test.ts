import { describe, expect, it } from "vitest"
import { satang } from "../../../src/domain/money"
import { replay } from "../../../src/events/reducer"
import { selectBalance } from "../../../src/events/player/selectors"
import { selectCurrentUser, selectIsLoggedIn } from "../../../src/events/session/selectors"
import {
  selectAwaitingSession,
  selectShellLevel,
  selectShellName,
  selectShellUsername,
  selectShowsPlayer,
  selectShownBalance,
  selectShownBalanceIsSnapshot,
  selectShownImagePath
} from "../../../src/events/shell/selectors"
import type { AppEvent } from "../../../src/events/schemas"
import { configurationItem, player } from "../events/fixtures"
import { snapshotOf } from "./fixtures"

// #16: a returning player's page renders from the device's snapshot, marked stale, while the stored
// session is read; fresh data replace it part by part; no session forgets it.

const restored: AppEvent = { _tag: "ShellSnapshotRestored", snapshot: snapshotOf() }
const fresh = { ...player, name: "สมชาย (ใหม่)", level: 4 }

describe("the shell snapshot in the state (#16)", () => {
  it("lets the player's area render from the snapshot while the session is read, stale", () => {
    const state = replay([restored])
    expect(selectShowsPlayer(state)).toBe(true)
    expect(selectAwaitingSession(state)).toBe(true)
    // Not a session: nothing that acts for the player sees one yet.
    expect(selectIsLoggedIn(state)).toBe(false)
    expect(selectCurrentUser(state)).toBeNull()
    expect([selectShellName(state), selectShellUsername(state), selectShellLevel(state)]).toEqual([
      "สมชาย ใจดี",
      "somchai01",
      3
    ])
    expect(selectShownBalance(state)).toBe(satang(1_234_50))
    expect(selectShownBalanceIsSnapshot(state)).toBe(true)
    expect(selectShownImagePath("home.dashboard.huay")(state)).toBe("/huay.png")
    expect(selectShownImagePath("home.top.slot")(state)).toBeNull()
  })

  it("never hands the stale balance to what acts on money: selectBalance stays empty", () => {
    expect(selectBalance(replay([restored]))).toBeNull()
    expect(selectBalance(replay([restored, { _tag: "GetCurrentUser", user: player }]))).toBeNull()
  })

  it("AUTH-01 the same player's session replaces the name at once, the balance and images when they load", () => {
    const session = replay([restored, { _tag: "GetCurrentUser", user: fresh }])
    expect(selectAwaitingSession(session)).toBe(false)
    expect(selectShowsPlayer(session)).toBe(true)
    expect([selectShellName(session), selectShellLevel(session)]).toEqual(["สมชาย (ใหม่)", 4])
    // Until the credit arrives the snapshot's balance shows, still marked as being updated.
    expect(selectShownBalance(session)).toBe(satang(1_234_50))
    expect(selectShownBalanceIsSnapshot(session)).toBe(true)
    const loaded = replay(
      [
        { _tag: "CreditLoading", requestId: 1 },
        { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(99_00), balanceType: "M" } },
        { _tag: "ConfigurationLoaded", data: [configurationItem("home.dashboard.huay", "/huay-new.png")] }
      ],
      session
    )
    expect(selectShownBalance(loaded)).toBe(satang(99_00))
    expect(selectShownBalanceIsSnapshot(loaded)).toBe(false)
    expect(selectShownImagePath("home.dashboard.huay")(loaded)).toBe("/huay-new.png")
    // The loaded list wins wholly: an entry it lacks is not taken from the snapshot.
    expect(selectShownImagePath("home.normal.logo")(loaded)).toBeNull()
  })

  it("AUTH-02 no stored session forgets the snapshot: the guards send the visitor to /login", () => {
    const state = replay([restored, { _tag: "NoCurrentUser" }])
    expect(selectShowsPlayer(state)).toBe(false)
    expect(state.shell).toEqual({ snapshot: null, awaitingSession: false })
    expect(selectShownBalance(state)).toBeNull()
  })

  it("ignores the snapshot of another player than the stored session's", () => {
    const other = { ...player, user_pass: { username: "other02" } }
    const state = replay([restored, { _tag: "GetCurrentUser", user: other }])
    expect(state.shell.snapshot).toBeNull()
    expect(selectShownBalance(state)).toBeNull()
    expect(selectShellName(state)).toBe(player.name)
  })

  it("a restored user without profile.uuid is no session: the snapshot goes (AMB-34)", () => {
    const state = replay([restored, { _tag: "GetCurrentUser", user: { ...player, profile: undefined } }])
    expect(selectShowsPlayer(state)).toBe(false)
    expect(state.shell.snapshot).toBeNull()
  })

  it.each<AppEvent>([{ _tag: "Logout" }, { _tag: "SessionTimeout" }, { _tag: "LoginSuccess", user: player }])(
    "forgets the snapshot on $_tag",
    (event) => {
      const state = replay([restored, { _tag: "GetCurrentUser", user: player }, event])
      expect(state.shell.snapshot).toBeNull()
    }
  )

  it("a guest's state has no snapshot and shows no player", () => {
    const state = replay([{ _tag: "NoCurrentUser" }])
    expect(selectShowsPlayer(state)).toBe(false)
    expect(selectShellName(state)).toBeNull()
  })
})
