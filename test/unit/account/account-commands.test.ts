import { describe, expect, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { satang } from "../../../src/domain/money"
import { ServerError } from "../../../src/domain/errors"
import { selectUserLevel, selectUserRecord } from "../../../src/events/account/selectors"
import { selectImagePath } from "../../../src/events/configuration/selectors"
import { selectCurrentUser } from "../../../src/events/session/selectors"
import { loadUserLevel, refreshUserRecord, rereadConfigurationImage } from "../../../src/runtime/commands/account"
import { loadConfiguration } from "../../../src/runtime/commands/configuration"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { configurationItem, player } from "../events/fixtures"

// The account's commands (#14): the level data (API-25), the user record that refreshes the stored
// current user (API-17, AMB-29) and a configuration image read again by its key (API-15).

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

const LOGO = "home.normal.logo"

describe("account commands (#14)", () => {
  it.scoped("API-25 asks for the level data with the player's uuid and keeps it", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        account: { userLevel: () => Effect.succeed({ level: 3, criteria: "month", deposits: satang(42_000_00) }) }
      })
      yield* app.run(loadUserLevel)
      expect(app.calls("AccountService.userLevel")[0]?.args).toEqual([player.profile?.uuid])
      expect(selectUserLevel(app.store.getState())).toEqual({
        _tag: "Loaded",
        data: { level: 3, criteria: "month", deposits: 4_200_000 }
      })
    })
  )

  it.scoped("API-17 refreshes the current user in the state and in storage, keeping the session's uuid (AMB-29)", () =>
    Effect.gen(function* () {
      const fresh = { ...player, level: 4, user_credit: { point: 999 }, profile: undefined }
      const app = yield* loggedIn({ account: { userRecord: () => Effect.succeed(fresh) } })
      yield* app.run(refreshUserRecord)
      expect(app.calls("AccountService.userRecord")[0]?.args).toEqual([player.profile?.uuid])
      const user = selectCurrentUser(app.store.getState())
      expect(user).toMatchObject({ level: 4, user_credit: { point: 999 }, profile: player.profile })
      const stored = yield* Effect.flatMap(app.sessionStore, (store) => store.restore)
      expect(Option.map(stored, (session) => session.user.level)).toEqual(Option.some(4))
      expect(Option.map(stored, (session) => session.token)).toEqual(Option.some(playerSession.token))
    })
  )

  it.scoped("a user record of another username changes nothing (the session is the player's own)", () =>
    Effect.gen(function* () {
      const other = { ...player, level: 4, user_pass: { username: "someone-else" } }
      const app = yield* loggedIn({ account: { userRecord: () => Effect.succeed(other) } })
      yield* app.run(refreshUserRecord)
      expect(selectCurrentUser(app.store.getState())).toEqual(player)
    })
  )

  it.scoped("a failed refresh keeps the stored user and says why", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        account: { userRecord: () => Effect.fail(new ServerError({ status: 500, message: "ระบบขัดข้อง", body: null })) }
      })
      yield* app.run(refreshUserRecord)
      expect(selectCurrentUser(app.store.getState())).toEqual(player)
      expect(selectUserRecord(app.store.getState())).toEqual({ _tag: "Failed", message: "ระบบขัดข้อง" })
    })
  )

  it.scoped("API-15 a failed image's entry read again by its key replaces the entry's path", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        settings: { configuration: () => Effect.succeed([configurationItem(LOGO, "/old/logo.png")]) },
        account: { configurationEntry: () => Effect.succeed(configurationItem(LOGO, "/new/logo.png")) }
      })
      yield* app.run(loadConfiguration)
      yield* app.run(rereadConfigurationImage(LOGO))
      expect(app.calls("AccountService.configurationEntry")[0]?.args).toEqual([LOGO])
      expect(selectImagePath(LOGO)(app.store.getState())).toBe("/new/logo.png")
    })
  )

  it.scoped("API-15 a failed re-read, or an answer about another key, leaves the map as it was", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        settings: { configuration: () => Effect.succeed([configurationItem(LOGO, "/old/logo.png")]) },
        account: { configurationEntry: () => Effect.succeed(configurationItem("home.top.slot", "/x.png")) }
      })
      yield* app.run(loadConfiguration)
      yield* app.run(rereadConfigurationImage(LOGO))
      expect(selectImagePath(LOGO)(app.store.getState())).toBe("/old/logo.png")
      expect(app.tags()).not.toContain("ConfigurationEntryReread")
    })
  )
})
