// Issue §2: when an event's schema changes, older logs still replay (a versioned decode with a
// migration). Version 1 carried `date: "YYYY-MM-DD"` on the check-in events instead of `today`;
// version 2 wrote a failure as NetworkUnstable + ApiFailed + the dataset's Failed event with its
// message, and each dataset's data under its own name (migrate-v2.ts).
import { readFileSync } from "node:fs"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogFile, decodeLogText } from "../../../src/events/log/decode-log"
import { replayLog } from "../../../src/events/log/replay"
import { migrateToCurrent } from "../../../src/events/log/migrations"
import { CURRENT_LOG_VERSION } from "../../../src/events/log/log-file"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { AppStateSchema } from "../../../src/events/schemas"
import { selectErrorMessage, selectNetworkUnstable } from "../../../src/events/site/selectors"
import { initialState } from "../../../src/events/state"
import { playerSession } from "../../support/sessions"

const fixture = (name: string): string => readFileSync(new URL(`../../fixtures/logs/${name}`, import.meta.url), "utf8")

const decoded = (text: string) => {
  const result = decodeLogText(text)
  if (Either.isLeft(result)) throw new Error(result.left.message)
  return result.right
}

/** A version-2 document holding `events`, numbered from `firstSeq`. */
const v2Log = (firstSeq: number, events: ReadonlyArray<unknown>): string => {
  const at = Date.UTC(2025, 5, 15, 2, 0, 0)
  return JSON.stringify({
    format: "member-site-event-log",
    version: 2,
    appVersion: "2.2.10",
    brand: { clientId: "goldbet", name: "GoldBet" },
    userAgent: "test",
    startedAt: at,
    exportedAt: at,
    snapshot: Schema.encodeSync(AppStateSchema)(initialState),
    firstSeq,
    events: events.map((event, index) => ({ seq: firstSeq + index, at, event }))
  })
}

describe("log migrations", () => {
  it("DESIGN-08 the v1 fixture really is version 1: dated check-in events and no firstSeq", () => {
    const raw = fixture("v1-session.json")
    expect(raw).toContain('"version": 1')
    expect(raw).toContain('"date": "2025-06-15"')
    expect(raw).not.toContain('"today"')
    expect(raw).not.toContain('"firstSeq"')
  })

  it("DESIGN-08 a v1 log decodes through the migration: date becomes today, firstSeq the first event's seq", () => {
    const file = decoded(fixture("v1-session.json"))
    expect(file.sourceVersion).toBe(1)
    expect(file.version).toBe(CURRENT_LOG_VERSION)
    expect(file.firstSeq).toBe(1)
    const dated = file.events.flatMap(({ event }) =>
      event._tag === "CheckInListLoaded" || event._tag === "CheckInDone" ? [event] : []
    )
    expect(dated.map((event) => [event._tag, event.today])).toEqual([
      ["CheckInListLoaded", 15],
      ["CheckInDone", 15]
    ])
  })

  it("DESIGN-08 the v1 log replays, step by step, to the states of the same session recorded as v2 and as v3", () => {
    const v1 = replayLog(decoded(fixture("v1-session.json")))
    const v2 = replayLog(decoded(fixture("v2-normal-session.json")))
    const v3 = replayLog(decoded(fixture("normal-session.json")))
    expect(v1.steps.map((step) => step.state)).toEqual(v2.steps.map((step) => step.state))
    expect(v2.steps.map((step) => step.state)).toEqual(v3.steps.map((step) => step.state))
    const doneStep = v1.steps.find((step) => step.event._tag === "CheckInDone")
    expect(doneStep?.state.checkIn.doneToday).toBe(true)
  })

  it("DESIGN-08 a v2 log's events become the v3 events of the same session, tag by tag", () => {
    for (const [old, current] of [
      ["v2-normal-session.json", "normal-session.json"],
      ["v2-session-timeout.json", "session-timeout.json"]
    ] as const) {
      const migrated = decoded(fixture(old))
      expect(migrated.sourceVersion).toBe(2)
      expect(migrated.events.map((entry) => entry.event)).toEqual(
        decoded(fixture(current)).events.map((entry) => entry.event)
      )
    }
  })

  it("DESIGN-08 STORE-13 v2's NetworkUnstable + ApiFailed + Failed become one failure event; the replayed state follows from it", () => {
    const at = Date.UTC(2025, 5, 15, 2, 0, 0)
    const v2Events = [
      { _tag: "GetCurrentUser", user: playerSession.user },
      { _tag: "CreditRequested", requestId: 1 },
      { _tag: "NetworkUnstable", reason: "503" },
      { _tag: "ApiFailed", message: ERROR_TEXT.Timeout },
      { _tag: "CreditFailed", requestId: 1, message: ERROR_TEXT.Timeout },
      { _tag: "CheckInListLoading" },
      { _tag: "ApiFailed", message: "ระบบขัดข้อง" },
      { _tag: "CheckInListFailed", message: "ระบบขัดข้อง" },
      { _tag: "LoginFail", message: "รหัสผ่านไม่ถูกต้อง" },
      { _tag: "ApiFailed", message: "orphan" }
    ]
    const file = decoded(
      JSON.stringify({
        format: "member-site-event-log",
        version: 2,
        appVersion: "2.2.10",
        brand: { clientId: "goldbet", name: "GoldBet" },
        userAgent: "test",
        startedAt: at,
        exportedAt: at,
        snapshot: Schema.encodeSync(AppStateSchema)(initialState),
        firstSeq: 1,
        events: v2Events.map((event, index) => ({ seq: index + 1, at, event }))
      })
    )
    expect(file.events.map((entry) => entry.event)).toEqual([
      { _tag: "GetCurrentUser", user: playerSession.user },
      { _tag: "CreditLoading", requestId: 1 },
      { _tag: "CreditFailed", requestId: 1, failure: { _tag: "Timeout", status: 503, message: ERROR_TEXT.Timeout } },
      { _tag: "CheckInListLoading", today: 15 },
      { _tag: "CheckInListFailed", today: 15, failure: { _tag: "ServerError", status: null, message: "ระบบขัดข้อง" } },
      { _tag: "LoginFail", failure: { _tag: "ServerError", status: null, message: "รหัสผ่านไม่ถูกต้อง" } }
    ])
    const final = replayLog(file).final
    expect(selectNetworkUnstable(final)).toBe(true)
    expect(selectErrorMessage(final)).toBe("รหัสผ่านไม่ถูกต้อง")
    expect(final.user.credit).toEqual({ _tag: "Failed", message: ERROR_TEXT.Timeout })
    expect(final.checkIn.list).toEqual({ _tag: "Failed", message: "ระบบขัดข้อง" })
  })

  it("DESIGN-08 a bounded v2 log that starts with a dropped event imports, starting at its first kept event", () => {
    const file = decoded(
      v2Log(50, [
        { _tag: "ApiFailed", message: "x" },
        { _tag: "ProfileFailed", message: "x" }
      ])
    )
    expect(file.firstSeq).toBe(51)
    expect(file.events.map((entry) => [entry.seq, entry.event._tag])).toEqual([[51, "ProfileFailed"]])
    const empty = decoded(
      v2Log(50, [
        { _tag: "NetworkUnstable", reason: "503" },
        { _tag: "ApiFailed", message: "x" }
      ])
    )
    expect(empty.events).toEqual([])
    expect(empty.firstSeq).toBe(52)
  })

  it("DESIGN-08 STORE-13 a v2 flag with no failure right after it does not make a later failure a timeout", () => {
    const file = decoded(
      v2Log(1, [
        { _tag: "NetworkUnstable", reason: "503" },
        { _tag: "ApiFailed", message: ERROR_TEXT.Timeout },
        { _tag: "OperationLoading" },
        { _tag: "OperationFailed", message: "ระบบปิดปรับปรุง" }
      ])
    )
    expect(file.events.map((entry) => entry.event)).toEqual([
      { _tag: "OperationLoading" },
      { _tag: "OperationFailed", failure: { _tag: "ServerError", status: null, message: "ระบบปิดปรับปรุง" } }
    ])
    expect(selectErrorMessage(replayLog(file).final)).toBe("ระบบปิดปรับปรุง")
  })

  it("a v1 check-in event with a malformed date fails with its path", () => {
    const result = decodeLogFile({
      format: "member-site-event-log",
      version: 1,
      events: [{ seq: 1, at: 0, event: { _tag: "CheckInDone", entry: {}, date: "15/06/2025" } }]
    })
    expect(Either.isLeft(result) && result.left.message).toBe("events[0].event.date: expected a date YYYY-MM-DD")
  })

  it("DESIGN-08 #28 the v3 logs replay, step by step, to the states of the same sessions read as v4", () => {
    for (const name of ["normal-session.json", "session-timeout.json"]) {
      const v3 = decoded(fixture(`v3-${name}`))
      expect(v3.sourceVersion).toBe(3)
      const v4 = decoded(fixture(name))
      expect(v4.sourceVersion).toBe(4)
      expect(replayLog(v3).steps.map((step) => step.state)).toEqual(replayLog(v4).steps.map((step) => step.state))
    }
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open check-in keeps its key and its phase as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const openCheckIn = (flags: Record<string, unknown>) =>
      JSON.stringify({
        ...v3,
        snapshot: {
          ...v3.snapshot,
          checkIn: {
            list: { _tag: "Idle" },
            doneToday: false,
            value: null,
            tomorrowValue: null,
            submitting: false,
            error: null,
            dismissed: false,
            pendingKey: "k-open",
            verifying: false,
            unverified: false,
            notDone: false,
            ...flags
          }
        }
      })
    const checkInOf = (flags: Record<string, unknown>) => decoded(openCheckIn(flags)).snapshot.checkIn
    expect(checkInOf({ unverified: true })).toMatchObject({
      phase: "unverified",
      pending: { key: "k-open" },
      error: null
    })
    expect(checkInOf({ notDone: true })).toMatchObject({ phase: "not-done", pending: { key: "k-open" } })
    expect(checkInOf({ verifying: true })).toMatchObject({ phase: "verifying" })
    expect(checkInOf({ submitting: true })).toMatchObject({ phase: "sending" })
    expect(checkInOf({ pendingKey: null, error: "ปิดกิจกรรม" })).toMatchObject({
      phase: null,
      pending: null,
      error: "ปิดกิจกรรม"
    })
    expect(checkInOf({})).not.toHaveProperty("pendingKey")
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open withdrawal keeps its key and amount as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const write = {
      submitting: false,
      pendingKey: "k-wd",
      pendingAmount: 500,
      retry: null,
      verifying: false,
      unverified: true,
      notDone: false,
      error: null
    }
    const withdraw = {
      request: {},
      requestList: [],
      history: [],
      public: {},
      lists: { _tag: "Idle" },
      publicFailed: null,
      write
    }
    const file = decoded(JSON.stringify({ ...v3, snapshot: { ...v3.snapshot, withdraw } }))
    expect(file.snapshot.withdraw.write).toEqual({
      phase: "unverified",
      pending: { key: "k-wd", amount: 50_000 },
      retry: null,
      error: null
    })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open redemption keeps its key and its phase; its refusal keeps its status", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const pending = { key: "k-open", rewardId: 102, known: ["rw-demo-1"] }
    const withRequest = (request: Record<string, unknown>) =>
      JSON.stringify({
        ...v3,
        snapshot: {
          ...v3.snapshot,
          reward: {
            categories: { _tag: "Idle" },
            category: {},
            missingCategory: null,
            history: { _tag: "Idle" },
            request: { status: "idle", pending: null, notDone: false, error: null, done: null, ...request }
          }
        }
      })
    const requestOf = (request: Record<string, unknown>) => decoded(withRequest(request)).snapshot.reward?.request
    expect(requestOf({ status: "unverified", pending })).toEqual({
      phase: "unverified",
      pending,
      error: null,
      refusal: null,
      done: null
    })
    expect(requestOf({ notDone: true, pending })).toMatchObject({ phase: "not-done", pending })
    expect(requestOf({ status: "verifying", pending })).toMatchObject({ phase: "verifying", pending })
    expect(requestOf({ status: "submitting", pending })).toMatchObject({ phase: "sending", pending })
    const refusal = { _tag: "ServerError", status: 412, message: "กรุณาเพิ่มที่อยู่จัดส่งก่อนแลกของรางวัล" }
    expect(requestOf({ error: refusal })).toEqual({
      phase: null,
      pending: null,
      error: "กรุณาเพิ่มที่อยู่จัดส่งก่อนแลกของรางวัล",
      refusal,
      done: null
    })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open affiliate withdrawal keeps its key and its phase as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const pending = { key: "k-open", amount: 100, type: "bank", known: ["af-1"] }
    const withWithdraw = (withdraw: Record<string, unknown>) =>
      JSON.stringify({
        ...v3,
        snapshot: {
          ...v3.snapshot,
          affiliate: {
            code: { _tag: "Idle" },
            balance: { _tag: "Idle" },
            downline: { _tag: "Idle" },
            downlineBonus: { _tag: "Idle" },
            bonusRange: null,
            withdrawals: { _tag: "Idle" },
            withdraw: { status: "idle", pending: null, notDone: false, error: null, done: null, ...withdraw }
          }
        }
      })
    const withdrawOf = (withdraw: Record<string, unknown>) =>
      decoded(withWithdraw(withdraw)).snapshot.affiliate?.withdraw
    expect(withdrawOf({ status: "unverified", pending })).toEqual({
      phase: "unverified",
      pending: { ...pending, amount: 10_000 },
      error: null,
      done: null
    })
    expect(withdrawOf({ notDone: true, pending })).toMatchObject({ phase: "not-done", pending: { key: "k-open" } })
    expect(withdrawOf({ status: "verifying", pending })).toMatchObject({ phase: "verifying" })
    expect(withdrawOf({ status: "submitting", pending })).toMatchObject({ phase: "sending" })
    expect(withdrawOf({ error: "รายได้ไม่พอ" })).toEqual({ phase: null, pending: null, error: "รายได้ไม่พอ", done: null })
    expect(withdrawOf({})).not.toHaveProperty("status")
    expect(withdrawOf({})).not.toHaveProperty("notDone")
  })

  it("DESIGN-08 #28 a v3 RewardVerifyStarted reads as the v4 RewardRedeemVerifyStarted", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const last = v3.events.at(-1)
    const file = decoded(
      JSON.stringify({
        ...v3,
        events: [...v3.events, { ...last, seq: last.seq + 1, event: { _tag: "RewardVerifyStarted" } }]
      })
    )
    expect(file.skipped).toEqual([])
    expect(file.events.at(-1)?.event).toEqual({ _tag: "RewardRedeemVerifyStarted" })
  })

  it("DESIGN-08 #28 a v3 WheelVerifyStarted reads as the v4 WheelSpinVerifyStarted", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const last = v3.events.at(-1)
    const file = decoded(
      JSON.stringify({
        ...v3,
        events: [...v3.events, { ...last, seq: last.seq + 1, event: { _tag: "WheelVerifyStarted" } }]
      })
    )
    expect(file.skipped).toEqual([])
    expect(file.events.at(-1)?.event).toEqual({ _tag: "WheelSpinVerifyStarted" })
  })

  it("DESIGN-08 #28 a v3 registration's events read as v4's and replay to the same states, its refusal as RegisterFailed", () => {
    const started = {
      _tag: "RegisterStarted",
      key: "k-reg",
      step2: { bankCode: "004", bankId: "9876543210", accountName: "สมศักดิ์ ใจงาม", lineId: null, inviterCode: null }
    }
    const refusal = { _tag: "ServerError", status: 409, message: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" }
    const timeout = { _tag: "Timeout", status: null, message: "timeout" }
    const opened = { _tag: "RegisterOpened", path: { inviterCode: null, team: null, marketing: null } }
    const unsure = { _tag: "RegisterUnsure", failure: timeout }
    const v3Events = [
      opened,
      started,
      { _tag: "RegisterRefused", failure: refusal },
      started,
      unsure,
      { _tag: "RegisterVerified", outcome: "not-registered" },
      started,
      unsure,
      { _tag: "RegisterVerified", outcome: "unknown" },
      { _tag: "RegisterVerifyStarted" },
      { _tag: "RegisterVerified", outcome: "registered" }
    ]
    const v4Events = [
      opened,
      started,
      { _tag: "RegisterFailed", failure: refusal },
      started,
      unsure,
      { _tag: "RegisterNotDone" },
      started,
      unsure,
      { _tag: "RegisterUnverified" },
      { _tag: "RegisterVerifyStarted" },
      { _tag: "RegisterVerified", outcome: "registered" }
    ]
    const withEvents = (name: string, events: ReadonlyArray<unknown>) => {
      const log = JSON.parse(fixture(name))
      const last = log.events.at(-1)
      return decoded(
        JSON.stringify({
          ...log,
          events: [...log.events, ...events.map((event, index) => ({ ...last, seq: last.seq + 1 + index, event }))]
        })
      )
    }
    const v3 = withEvents("v3-normal-session.json", v3Events)
    const v4 = withEvents("normal-session.json", v4Events)
    expect(v3.skipped).toEqual([])
    expect(v3.events.map((entry) => entry.event._tag)).toContain("RegisterFailed")
    expect(v3.events.map((entry) => entry.event._tag)).not.toContain("RegisterRefused")
    const v3Steps = replayLog(v3).steps
    const v4Steps = replayLog(v4).steps
    expect(v3Steps.map((step) => step.state)).toEqual(v4Steps.map((step) => step.state))
    const refused = v3Steps.find((step) => step.event._tag === "RegisterFailed")
    expect(refused?.state.register).toMatchObject({ phase: null, pending: null, error: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" })
    expect(v3Steps.at(-1)?.state.register).toMatchObject({ phase: null, pending: { key: "k-reg" }, accountMade: true })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open registration keeps its key and its outcome as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const registerOf = (record: Record<string, unknown>) =>
      decoded(JSON.stringify({ ...v3, snapshot: { ...v3.snapshot, register: record } })).snapshot.register
    const open = (flags: Record<string, unknown>) => ({
      step1: { phone: "0891234567", username: "somsak01" },
      step2: null,
      step: 2,
      submitting: false,
      pendingKey: "k-open",
      verifying: false,
      verified: null,
      error: null,
      ...flags
    })
    expect(registerOf(open({ submitting: true }))).toMatchObject({
      phase: "sending",
      pending: { key: "k-open" },
      accountMade: false,
      error: null
    })
    expect(registerOf(open({ verifying: true }))).toMatchObject({ phase: "verifying", pending: { key: "k-open" } })
    expect(registerOf(open({ verified: "not-registered" }))).toMatchObject({
      phase: "not-done",
      pending: { key: "k-open" }
    })
    expect(registerOf(open({ verified: "unknown" }))).toMatchObject({ phase: "unverified", pending: { key: "k-open" } })
    expect(registerOf(open({ verified: "registered" }))).toMatchObject({
      phase: null,
      pending: { key: "k-open" },
      accountMade: true
    })
    expect(registerOf(open({ pendingKey: null, error: "ชื่อผู้ใช้นี้ถูกใช้แล้ว" }))).toMatchObject({
      phase: null,
      pending: null,
      error: "ชื่อผู้ใช้นี้ถูกใช้แล้ว"
    })
    const migrated = registerOf(open({}))
    for (const old of ["submitting", "pendingKey", "verifying", "verified"]) expect(migrated).not.toHaveProperty(old)
    // At rest the spec's shape stays (ENT-19).
    expect(registerOf({ step1: null, step2: null })).toEqual({ step1: null, step2: null })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's password change keeps its key and its outcome as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const securityOf = (record: Record<string, unknown>) =>
      decoded(
        JSON.stringify({
          ...v3,
          snapshot: {
            ...v3.snapshot,
            security: { sending: false, pendingKey: null, outcome: "idle", message: null, ...record }
          }
        })
      ).snapshot.security
    expect(securityOf({})).toEqual({ changed: false, phase: null, pending: null, error: null })
    expect(securityOf({ sending: true, pendingKey: "k-open" })).toEqual({
      changed: false,
      phase: "sending",
      pending: { key: "k-open" },
      error: null
    })
    expect(securityOf({ outcome: "unsure", pendingKey: "k-open" })).toEqual({
      changed: false,
      phase: "unverified",
      pending: { key: "k-open" },
      error: null
    })
    expect(securityOf({ outcome: "refused", message: "รหัสผ่านเดิมไม่ถูกต้อง" })).toEqual({
      changed: false,
      phase: null,
      pending: null,
      error: "รหัสผ่านเดิมไม่ถูกต้อง"
    })
    expect(securityOf({ outcome: "changed" })).toEqual({ changed: true, phase: null, pending: null, error: null })
  })

  it("DESIGN-08 #28 a v3 PasswordChangeRefused reads as the v4 PasswordChangeFailed", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const last = v3.events.at(-1)
    const failure = { _tag: "ServerError", status: 422, message: "รหัสผ่านเดิมไม่ถูกต้อง" }
    const file = decoded(
      JSON.stringify({
        ...v3,
        events: [...v3.events, { ...last, seq: last.seq + 1, event: { _tag: "PasswordChangeRefused", failure } }]
      })
    )
    expect(file.skipped).toEqual([])
    expect(file.events.at(-1)?.event).toEqual({ _tag: "PasswordChangeFailed", failure })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's address save keeps its key and address as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const address = {
      recipientName: "มานี มีนา",
      phone: "0891112222",
      houseNo: "7",
      subdistrict: "จตุจักร",
      district: "จตุจักร",
      province: "กรุงเทพมหานคร",
      postcode: "10900"
    }
    const open = { key: "k-open", address }
    const saveOf = (save: Record<string, unknown>) =>
      decoded(
        JSON.stringify({
          ...v3,
          snapshot: {
            ...v3.snapshot,
            userAddress: {
              record: { _tag: "Loaded", data: null },
              save: { status: "idle", pending: null, error: null, ...save }
            }
          }
        })
      ).snapshot.userAddress
    expect(saveOf({})).toEqual({
      record: { _tag: "Loaded", data: null },
      save: { phase: null, pending: null, error: null }
    })
    expect(saveOf({ status: "submitting", pending: open }).save).toEqual({
      phase: "sending",
      pending: open,
      error: null
    })
    expect(saveOf({ status: "verifying", pending: open }).save).toEqual({
      phase: "verifying",
      pending: open,
      error: null
    })
    expect(saveOf({ status: "unverified", pending: open }).save).toEqual({
      phase: "unverified",
      pending: open,
      error: null
    })
    // Read back as not saved: the key stays with the address for a resend of it.
    expect(saveOf({ pending: open }).save).toEqual({ phase: "not-done", pending: open, error: null })
    const failure = { _tag: "ServerError", status: 400, message: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก" }
    expect(saveOf({ error: failure }).save).toEqual({
      phase: null,
      pending: null,
      error: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก"
    })
  })

  it("DESIGN-08 #28 a v3 AddressVerifyStarted reads as the v4 AddressSaveVerifyStarted", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const last = v3.events.at(-1)
    const file = decoded(
      JSON.stringify({
        ...v3,
        events: [...v3.events, { ...last, seq: last.seq + 1, event: { _tag: "AddressVerifyStarted" } }]
      })
    )
    expect(file.skipped).toEqual([])
    expect(file.events.at(-1)?.event).toEqual({ _tag: "AddressSaveVerifyStarted" })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open loss refund keeps its pending payout and its phase as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const winlostOf = (winlost: Record<string, unknown>) =>
      decoded(JSON.stringify({ ...v3, snapshot: { ...v3.snapshot, winlost } })).snapshot.winlost
    const open = (flags: Record<string, unknown>) => ({
      submitting: false,
      pending: { key: "k-open", destination: "bank" },
      verifying: false,
      unverified: false,
      notDone: false,
      error: null,
      ...flags
    })
    expect(winlostOf(open({ unverified: true }))).toEqual({
      phase: "unverified",
      pending: { key: "k-open", destination: "bank" },
      error: null
    })
    expect(winlostOf(open({ notDone: true }))).toMatchObject({
      phase: "not-done",
      pending: { key: "k-open", destination: "bank" }
    })
    expect(winlostOf(open({ verifying: true }))).toMatchObject({ phase: "verifying" })
    expect(winlostOf(open({ submitting: true }))).toMatchObject({ phase: "sending" })
    expect(winlostOf(open({ pending: null, error: "ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้" }))).toEqual({
      phase: null,
      pending: null,
      error: "ยังไม่มียอดเสียที่รับคืนได้ในรอบนี้"
    })
    // STORE-07: the slice at rest is {} and stays so.
    expect(winlostOf({})).toEqual({})
  })

  it("DESIGN-08 #28 a v3 WinlostVerifyStarted reads as the v4 WinlostPayoutVerifyStarted", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const last = v3.events.at(-1)
    const file = decoded(
      JSON.stringify({
        ...v3,
        events: [...v3.events, { ...last, seq: last.seq + 1, event: { _tag: "WinlostVerifyStarted" } }]
      })
    )
    expect(file.skipped).toEqual([])
    expect(file.events.at(-1)?.event).toEqual({ _tag: "WinlostPayoutVerifyStarted" })
  })

  it("DESIGN-08 #28 money.md a v3 snapshot's open slip deposit keeps its key and its slip as the v4 write record", () => {
    const v3 = JSON.parse(fixture("v3-normal-session.json"))
    const resultOf = (flags: Record<string, unknown>) =>
      decoded(
        JSON.stringify({
          ...v3,
          snapshot: {
            ...v3.snapshot,
            slip: {
              verify: { _tag: "Idle" },
              myRequests: { _tag: "Idle" },
              result: {
                uploadPercent: 100,
                deposited: null,
                submitting: false,
                pendingKey: "k-open",
                pendingRef: "004DEMO0000000001",
                verifying: false,
                unverified: false,
                notDone: false,
                ...flags
              },
              error: null
            }
          }
        })
      ).snapshot.slip.result
    expect(resultOf({ unverified: true })).toEqual({
      uploadPercent: 100,
      deposited: null,
      phase: "unverified",
      pending: { key: "k-open", transRef: "004DEMO0000000001" }
    })
    expect(resultOf({ notDone: true })).toMatchObject({ phase: "not-done", pending: { key: "k-open" } })
    expect(resultOf({ verifying: true })).toMatchObject({ phase: "verifying" })
    expect(resultOf({ submitting: true })).toMatchObject({ phase: "sending" })
    expect(resultOf({ pendingKey: null, pendingRef: null })).toMatchObject({ phase: null, pending: null })
  })

  it("the pipeline refuses versions it has no migration for", () => {
    expect(Either.isLeft(migrateToCurrent(0, {}))).toBe(true)
    expect(Either.isRight(migrateToCurrent(CURRENT_LOG_VERSION, {}))).toBe(true)
    expect(Either.isLeft(migrateToCurrent(CURRENT_LOG_VERSION + 1, {}))).toBe(true)
  })
})
