import { addSatang, sumSatang } from "../../domain/money"
import { Clock, Effect } from "effect"
import { bangkokDate, type BangkokDate } from "../../domain/bangkok-date"
import { CHANGE_PASSWORD_ANSWERS } from "../../domain/change-password"
import { isCheckedIn, type CheckInEntry } from "../../domain/check-in"
import type { DeliveryAddress } from "../../domain/address-schema"
import { currentUserOf, profileOf, type DemoAccount } from "../../domain/demo/accounts"
import { DEMO_ADDRESSES } from "../../domain/demo/address"
import { nextCheckIn, seededCheckIns } from "../../domain/demo/check-in"
import { DEMO_RECEIVING_ACCOUNTS, seededDepositsOf } from "../../domain/demo/deposit"
import { DEMO_CONFIGURATION, DEMO_GLOBAL_SETTING } from "../../domain/demo/site"
import { ServerError } from "../../domain/errors"
import type { OperationSetting } from "../../domain/settings"
import type { StoredSession } from "../../services/session/session-store"
import type { ScriptedServices } from "../scripted-services"

// The development scenarios' services: the demo brand (src/domain/demo/, the reference server's
// own data) answered in memory, no API needed. A reload starts again.

/**
 * A scenario's services. A scenario never reaches the network: a call it does not script fails
 * (scenario-registry.ts), so an area's screens show their error state until its answers are added
 * to demoScript (from src/domain/demo/, the data the reference server serves).
 */
export type ScenarioScript = ScriptedServices

const OPEN: OperationSetting = { websiteStatus: "OPEN" }
const today = Effect.map(Clock.currentTimeMillis, bangkokDate)
const notFound = Effect.fail(new ServerError({ status: 404, message: "ไม่พบข้อมูลที่ร้องขอ", body: null }))

/** A working brand with these players: logins, balances, the check-in list and check-in. */
export const demoScript = (
  accounts: ReadonlyArray<DemoAccount>,
  operation: OperationSetting = OPEN
): ScenarioScript => {
  const byUsername = (username: string) => accounts.find((account) => account.username === username)
  const byUuid = (uuid: string) => accounts.find((account) => account.uuid === uuid)
  // The check-ins made during this visit, per player.
  const checkedIn = new Map<string, ReadonlyArray<CheckInEntry>>()
  /** Each Idempotency-Key's entry, so a resend of one press is answered, not applied, again. */
  const answeredKeys = new Map<string, CheckInEntry>()
  const current = { username: accounts[0]?.username ?? "" }
  // The delivery addresses (#14): one per player, as the reference API keeps them.
  const addresses = new Map<string, DeliveryAddress>(Object.entries(DEMO_ADDRESSES))
  const entriesOf = (account: DemoAccount, date: BangkokDate) => [
    ...seededCheckIns(account.uuid, date, account.checkedInDaysBefore),
    ...(checkedIn.get(account.username) ?? [])
  ]
  // `satisfies` types the answers without asking for every service: one not scripted here dies
  // naming itself when called.
  return {
    auth: {
      login: ({ username, password }) => {
        const found = byUsername(username)
        if (found === undefined || found.password !== password) {
          return Effect.fail(new ServerError({ status: 400, message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง", body: null }))
        }
        current.username = found.username
        return Effect.succeed({ token: `scenario-token-${found.username}`, user: currentUserOf(found) })
      },
      logout: () => Effect.succeed(null)
    },
    settings: {
      globalSetting: Effect.succeed(DEMO_GLOBAL_SETTING),
      operation: Effect.succeed(operation),
      configuration: () => Effect.succeed(DEMO_CONFIGURATION)
    },
    user: {
      profile: (uuid) => {
        const found = byUuid(uuid)
        return found === undefined ? notFound : Effect.succeed(profileOf(found))
      },
      setting: (uuid) => {
        const found = byUuid(uuid)
        return found === undefined ? notFound : Effect.succeed(found.setting)
      },
      credit: (username) => {
        const found = byUsername(username)
        if (found === undefined) return notFound
        const rewards = sumSatang((checkedIn.get(username) ?? []).map((entry) => entry.value))
        return Effect.succeed({ balance: addSatang(found.balance, rewards), balanceType: "M" as const })
      }
    },
    checkIn: {
      list: Effect.suspend(() => {
        const found = byUsername(current.username)
        return found === undefined ? notFound : Effect.map(today, (date) => entriesOf(found, date))
      }),
      checkIn: (key) =>
        Effect.suspend(() => {
          const found = byUsername(current.username)
          if (found === undefined) return notFound
          // The same key answers the same entry, as the reference API does (money.md).
          const answered = answeredKeys.get(key)
          if (answered !== undefined) return Effect.succeed(answered)
          return Effect.flatMap(today, (date) => {
            const entries = entriesOf(found, date)
            if (isCheckedIn(entries, date.day)) {
              return Effect.fail(new ServerError({ status: 409, message: "วันนี้คุณเช็คอินแล้ว", body: null }))
            }
            const entry = nextCheckIn(found.uuid, date, entries)
            checkedIn.set(found.username, [...(checkedIn.get(found.username) ?? []), entry])
            answeredKeys.set(key, entry)
            return Effect.succeed(entry)
          })
        })
    },
    deposit: {
      accounts: Effect.succeed(DEMO_RECEIVING_ACCOUNTS),
      deposits: (uuid) => {
        const found = byUuid(uuid)
        if (found === undefined) return notFound
        return Effect.map(Clock.currentTimeMillis, (now) => seededDepositsOf(found.username, now))
      }
    },
    // The password change (#14): a wrong old password is refused as the reference API refuses it; a
    // change is answered but not kept (a scenario's login keeps the demo password).
    password: {
      changePassword: (uuid, request) => {
        const found = byUuid(uuid)
        if (found === undefined) return notFound
        if (request.oldPassword === found.password) return Effect.succeed(null)
        return Effect.fail(new ServerError({ status: 422, message: CHANGE_PASSWORD_ANSWERS.wrongOld, body: null }))
      }
    },
    address: {
      mine: Effect.sync(() => addresses.get(current.username) ?? null),
      save: (address) =>
        Effect.sync(() => {
          addresses.set(current.username, address)
          return address
        })
    },
    onlineCounts: [1234]
  } satisfies ScenarioScript
}

/** A stored session of `account`, as SessionStore.Test keeps it. */
export const storedSessionOf = (account: DemoAccount): StoredSession => ({
  token: `scenario-token-${account.username}`,
  user: currentUserOf(account)
})
