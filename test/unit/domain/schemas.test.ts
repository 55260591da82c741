import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { CheckInEntry } from "../../../src/domain/check-in-schema"
import { CONFIGURATION_KEYS, imagePath, toConfigurationMap } from "../../../src/domain/configuration"
import { ConfigurationItem } from "../../../src/domain/configuration-schema"
import { CreditBalance } from "../../../src/domain/credit"
import { satang } from "../../../src/domain/money"
import {
  Aborted,
  ApiErrorSchema,
  DecodeError,
  NetworkError,
  ServerError,
  Timeout,
  Unauthorized,
  isNoAnswer,
  type ApiError
} from "../../../src/domain/errors"
import { isMaintenance } from "../../../src/domain/settings"
import { GlobalSetting, OperationSetting, UserSetting } from "../../../src/domain/settings-schema"
import { isLoggedIn, userUuid } from "../../../src/domain/user"
import { CurrentUser, LoginCredentials, LoginResult, UserProfile } from "../../../src/domain/user-schema"
import { checkInEntry, checkInEntryOnWire, globalSetting, player, userSetting } from "../events/fixtures"

const decodes = <A, I>(schema: Schema.Schema<A, I>, input: unknown) =>
  Either.isRight(Schema.decodeUnknownEither(schema)(input))

describe("CurrentUser (ENT-01)", () => {
  it("ENT-01 decodes a full sample with every spec field", () => {
    const user = Schema.decodeUnknownSync(CurrentUser)(player)
    expect(user.name).toBe("สมชาย ใจดี")
    expect(user.phone).toBe("0812345678")
    expect(user.level).toBe(3)
    expect(user.user_pass.username).toBe("somchai01")
    expect(user.user_bank).toEqual({ bankName: "KBANK", bankId: "1234567890" })
    expect(user.user_credit.point).toBe(120)
    expect(user.profile?.uuid).toBe(player.profile?.uuid)
  })

  it("ENT-01 rejects samples with wrong field types or missing fields", () => {
    expect(decodes(CurrentUser, { ...player, level: "3" })).toBe(false)
    expect(decodes(CurrentUser, { ...player, phone: 812345678 })).toBe(false)
    expect(decodes(CurrentUser, { ...player, user_pass: { username: 1 } })).toBe(false)
    expect(decodes(CurrentUser, { ...player, user_credit: { point: "120" } })).toBe(false)
    expect(decodes(CurrentUser, { ...player, profile: { uuid: 42 } })).toBe(false)
    const { user_bank: _bank, ...withoutBank } = player
    expect(decodes(CurrentUser, withoutBank)).toBe(false)
    expect(decodes(CurrentUser, null)).toBe(false)
  })

  it("ENT-02 / AUTH-02 isLoggedIn needs a non-empty profile.uuid", () => {
    expect(isLoggedIn(player)).toBe(true)
    expect(userUuid(player)).toBe(player.profile?.uuid)
    const { profile: _profile, ...withoutProfile } = player
    expect(isLoggedIn(withoutProfile)).toBe(false)
    expect(isLoggedIn({ ...player, profile: {} })).toBe(false)
    expect(isLoggedIn({ ...player, profile: { uuid: "" } })).toBe(false)
    expect(isLoggedIn(null)).toBe(false)
    expect(userUuid(null)).toBeNull()
  })

  it("AUTH-07 LoginResult carries the token beside the user; LoginCredentials need both fields", () => {
    expect(decodes(LoginResult, { token: "t", user: player })).toBe(true)
    expect(decodes(LoginResult, { user: player })).toBe(false)
    expect(decodes(LoginCredentials, { username: "u", password: "p" })).toBe(true)
    expect(decodes(LoginCredentials, { username: "", password: "p" })).toBe(false)
    expect(decodes(LoginCredentials, { username: "u", password: "" })).toBe(false)
  })
})

describe("UserProfile (ENT-04, AMB-15)", () => {
  const wire = {
    uuid: "u-1",
    user_pass: { username: "somchai01" },
    user_bank: { uuid: "b-1", bankId: "123", bankName: "SCB" },
    user_address: { province: "กรุงเทพมหานคร" },
    user_credit: { points: 42, level: 2 }
  }

  it("ENT-04 / AMB-15 decodes the server's `points` into the domain's `point`", () => {
    const profile = Schema.decodeUnknownSync(UserProfile)(wire)
    expect(profile.user_credit).toEqual({ point: 42, level: 2 })
    expect(profile.user_bank).toEqual({ uuid: "b-1", bankId: "123", bankName: "SCB" })
    expect(profile.user_address).toEqual({ province: "กรุงเทพมหานคร" })
  })

  it("AMB-15 encodes `point` back to `points`, and a payload with only `point` is rejected", () => {
    const profile = Schema.decodeUnknownSync(UserProfile)(wire)
    expect(Schema.encodeSync(UserProfile)(profile).user_credit).toEqual({ points: 42, level: 2 })
    expect(decodes(UserProfile, { ...wire, user_credit: { point: 42, level: 2 } })).toBe(false)
  })

  it("ENT-04 accepts a null address and rejects a missing bank uuid", () => {
    expect(decodes(UserProfile, { ...wire, user_address: null })).toBe(true)
    expect(decodes(UserProfile, { ...wire, user_bank: { bankId: "1", bankName: "SCB" } })).toBe(false)
  })
})

describe("settings (ENT-06, ENT-09)", () => {
  it("ENT-06 UserSetting decodes a sample with all 9 fields", () => {
    expect(Schema.decodeUnknownSync(UserSetting)(userSetting)).toEqual(userSetting)
    expect(Object.keys(userSetting)).toHaveLength(9)
    for (const key of Object.keys(userSetting)) {
      const missingOne = Object.fromEntries(Object.entries(userSetting).filter(([name]) => name !== key))
      expect(decodes(UserSetting, missingOne), key).toBe(false)
    }
  })

  it("ENT-09 GlobalSetting decodes the LINE ids", () => {
    const setting = Schema.decodeUnknownSync(GlobalSetting)(globalSetting)
    expect(setting.line.line1.id).toBe("@goldbet")
    expect(setting.line.line2.id).toBe("goldbet.backup")
    expect(decodes(GlobalSetting, { ...globalSetting, line: { line1: { id: "a" } } })).toBe(false)
  })

  it("ENT-09 / CONST-24 OperationSetting websiteStatus 'MA' is recognised as maintenance", () => {
    const operation = Schema.decodeUnknownSync(OperationSetting)({ websiteStatus: "MA" })
    expect(isMaintenance(operation)).toBe(true)
    expect(isMaintenance({ websiteStatus: "OPEN" })).toBe(false)
    expect(isMaintenance({ websiteStatus: "ma" })).toBe(false)
    expect(isMaintenance({ websiteStatus: "" })).toBe(false)
    expect(decodes(OperationSetting, {})).toBe(false)
  })
})

describe("configuration (ENT-07, ENT-08)", () => {
  it("ENT-07 a configuration item decodes {key, value:{data:{path}}}", () => {
    const item = { key: "home.normal.logo", value: { data: { path: "/img/logo.png" } } }
    expect(Schema.decodeUnknownSync(ConfigurationItem)(item)).toEqual(item)
    expect(decodes(ConfigurationItem, { key: "home.normal.logo", value: { data: {} } })).toBe(false)
    expect(decodes(ConfigurationItem, { value: { data: { path: "/x" } } })).toBe(false)
  })

  it("ENT-08 the known keys are exactly the 10 of the spec", () => {
    expect(CONFIGURATION_KEYS).toEqual([
      "home.normal.logo",
      "home.normal.background",
      "home.top.background",
      "home.top.casino",
      "home.top.slot",
      "home.top.sport",
      "home.top.contact",
      "home.menuBottom.allGame",
      "home.dashboard.huay",
      "home.dashboard.allGame"
    ])
  })

  it("STORE-08 toConfigurationMap indexes by key, a later duplicate wins; imagePath reads the path", () => {
    const map = toConfigurationMap([
      { key: "home.normal.logo", value: { data: { path: "/a.png" } } },
      { key: "home.top.slot", value: { data: { path: "/slot.png" } } },
      { key: "home.normal.logo", value: { data: { path: "/b.png" } } }
    ])
    expect(Object.keys(map).sort()).toEqual(["home.normal.logo", "home.top.slot"])
    expect(imagePath(map, "home.normal.logo")).toBe("/b.png")
    expect(imagePath(map, "home.top.casino")).toBeNull()
  })
})

describe("check-in entries (ENT-10) and credit (ENT-05)", () => {
  it("ENT-10 the check-in dataset decodes as a list of entries", () => {
    const list = [checkInEntryOnWire(1), { ...checkInEntryOnWire(2, 20.5), gameLog: { id: 77 } }]
    expect(Schema.decodeUnknownSync(Schema.Array(CheckInEntry))(list)).toEqual([
      checkInEntry(1),
      { ...checkInEntry(2, satang(2_050)), gameLog: { id: 77 } }
    ])
    expect(decodes(Schema.Array(CheckInEntry), [{ ...checkInEntryOnWire(1), json: { day: "1" } }])).toBe(false)
    expect(decodes(Schema.Array(CheckInEntry), [{ ...checkInEntryOnWire(1), gameLog: {} }])).toBe(false)
  })

  it("ENT-05 a credit balance has balance type M only", () => {
    expect(decodes(CreditBalance, { balance: 10.5, balanceType: "M" })).toBe(true)
    expect(decodes(CreditBalance, { balance: 10.5, balanceType: "X" })).toBe(false)
  })
})

describe("typed API errors (DESIGN-05, AMB-09)", () => {
  const samples: ReadonlyArray<ApiError> = [
    new Unauthorized({ status: 401, message: "unauthorized" }),
    new Timeout({ status: null, message: "timed out" }),
    new Aborted({ message: "aborted" }),
    new NetworkError({ message: "offline" }),
    new ServerError({ status: 500, message: "boom", body: { message: "boom", code: 7 } }),
    new DecodeError({ path: "data.items", message: "expected array" })
  ]

  it("ERR-11 each error class carries its tag and fields and is an Error", () => {
    const server = new ServerError({ status: 400, message: "bad", body: { message: "bad" } })
    expect(server._tag).toBe("ServerError")
    expect(server.status).toBe(400)
    expect(server.body).toEqual({ message: "bad" })
    expect(server.message).toBe("bad")
    expect(server).toBeInstanceOf(Error)
    const unauthorized = new Unauthorized({ status: 500256, message: "session ended" })
    expect(unauthorized._tag).toBe("Unauthorized")
    expect(unauthorized.status).toBe(500256)
    expect(new DecodeError({ path: "p", message: "m" }).path).toBe("p")
    expect(samples.map((e) => e._tag)).toEqual([
      "Unauthorized",
      "Timeout",
      "Aborted",
      "NetworkError",
      "ServerError",
      "DecodeError"
    ])
  })

  it("AMB-05 isNoAnswer is true only for Aborted, Timeout and NetworkError", () => {
    expect(samples.filter(isNoAnswer).map((e) => e._tag)).toEqual(["Timeout", "Aborted", "NetworkError"])
  })

  it("DESIGN-05 errors round-trip through ApiErrorSchema as plain data", () => {
    for (const error of samples) {
      const encoded = Schema.encodeSync(ApiErrorSchema)(error)
      const plain: unknown = JSON.parse(JSON.stringify(encoded))
      const decoded = Schema.decodeUnknownSync(ApiErrorSchema)(plain)
      expect(decoded._tag).toBe(error._tag)
      expect(decoded).toBeInstanceOf(error.constructor)
      expect(decoded.message).toBe(error.message)
    }
  })
})
