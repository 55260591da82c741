import { Clock, Effect, Layer, Ref } from "effect"
import { bangkokDayOfMonth, type CheckInEntry } from "../../domain/check-in"
import { ServerError } from "../../domain/errors"
import type { OperationSetting } from "../../domain/settings"
import { AuthService, type AuthServiceShape } from "../../services/auth-service"
import { ChatWidget, type ChatVisitor } from "../../services/chat-widget"
import { CheckInService, type CheckInServiceShape } from "../../services/check-in-service"
import { Connectivity } from "../../services/connectivity"
import { RealtimeService } from "../../services/realtime-service"
import { SessionStore, type StoredSession } from "../../services/session-store"
import { SettingsService, type SettingsServiceShape } from "../../services/settings-service"
import { UserService, type UserServiceShape } from "../../services/user-service"
import type { AppServices } from "../app-runtime"
import { DEMO_CONFIGURATION, DEMO_GLOBAL_SETTING, entriesBefore, checkInEntry, type DemoPlayer } from "./demo-data"

/** Every service of a scenario, scripted in full (a scenario never reaches the network). */
export interface ScenarioScript {
  readonly auth: AuthServiceShape
  readonly settings: SettingsServiceShape
  readonly user: UserServiceShape
  readonly checkIn: CheckInServiceShape
  readonly storedSession?: StoredSession
  readonly onlineCounts?: ReadonlyArray<number>
}

const OPEN: OperationSetting = { websiteStatus: "OPEN" }

/** A working brand with these players: logins, balances, the check-in list and check-in. */
export const demoScript = (players: ReadonlyArray<DemoPlayer>, operation: OperationSetting = OPEN): ScenarioScript => {
  const byUsername = (username: string) => players.find((p) => p.username === username)
  const byUuid = (uuid: string) => players.find((p) => p.profile.uuid === uuid)
  // The check-ins made during this visit, per player (in memory: a reload starts again).
  const checkedIn = new Map<string, ReadonlyArray<CheckInEntry>>()
  const current = { username: players[0]?.username ?? "" }
  const today = Effect.map(Clock.currentTimeMillis, bangkokDayOfMonth)
  const entriesOf = (p: DemoPlayer, day: number) => [
    ...entriesBefore(day, p.checkedInDaysBefore),
    ...(checkedIn.get(p.username) ?? [])
  ]
  const notFound = Effect.fail(new ServerError({ status: 404, message: "ไม่พบข้อมูลที่ร้องขอ", body: null }))
  return {
    auth: {
      login: ({ username, password }) => {
        const found = byUsername(username)
        if (found === undefined || found.password !== password) {
          return Effect.fail(new ServerError({ status: 400, message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง", body: null }))
        }
        current.username = found.username
        return Effect.succeed({ token: `scenario-token-${found.username}`, user: found.user })
      }
    },
    settings: {
      globalSetting: Effect.succeed(DEMO_GLOBAL_SETTING),
      operation: Effect.succeed(operation),
      configuration: () => Effect.succeed(DEMO_CONFIGURATION)
    },
    user: {
      profile: (uuid) => {
        const found = byUuid(uuid)
        return found === undefined ? notFound : Effect.succeed(found.profile)
      },
      setting: (uuid) => {
        const found = byUuid(uuid)
        return found === undefined ? notFound : Effect.succeed(found.setting)
      },
      credit: (username) => {
        const found = byUsername(username)
        if (found === undefined) return notFound
        const rewards = (checkedIn.get(username) ?? []).reduce((sum, entry) => sum + entry.value, 0)
        return Effect.succeed({ balance: found.balance + rewards, balanceType: "M" })
      }
    },
    checkIn: {
      list: Effect.suspend(() => {
        const found = byUsername(current.username)
        return found === undefined ? notFound : Effect.map(today, (day) => entriesOf(found, day))
      }),
      checkIn: Effect.suspend(() => {
        const found = byUsername(current.username)
        if (found === undefined) return notFound
        return Effect.flatMap(today, (day) => {
          const entries = entriesOf(found, day)
          if (entries.some((entry) => entry.json.day === day)) {
            return Effect.fail(new ServerError({ status: 400, message: "วันนี้คุณเช็คอินแล้ว", body: null }))
          }
          const entry = checkInEntry(day, entries.length)
          checkedIn.set(found.username, [...(checkedIn.get(found.username) ?? []), entry])
          return Effect.succeed(entry)
        })
      })
    },
    onlineCounts: [1234]
  }
}

/** A stored session of `player`, as SessionStore.Test keeps it. */
export const storedSessionOf = (player: DemoPlayer): StoredSession => ({
  token: `scenario-token-${player.username}`,
  user: player.user
})

/** The scenario's services, built from the services' own test layers. */
export const scenarioLayer = (script: ScenarioScript): Layer.Layer<AppServices> =>
  Layer.mergeAll(
    AuthService.Test(script.auth),
    SettingsService.Test(script.settings),
    UserService.Test(script.user),
    CheckInService.Test(script.checkIn),
    SessionStore.Test(script.storedSession),
    RealtimeService.Test(script.onlineCounts ?? []),
    Connectivity.Test([true]),
    ChatWidget.Test(Ref.unsafeMake<ReadonlyArray<ChatVisitor>>([]))
  )
