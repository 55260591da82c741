// #31 passwords are kept as scrypt hashes (a salt of each account's own): no account record in the
// server's state holds a password as typed, the seeds' included, and login (by username or phone),
// registration and the password change all compare through the hash.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { hashPassword, noAccountHash, passwordMatches, SCRYPT_COST } from "../../../server/password-hash"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { dataOf, fieldOf } from "./call-from"
import { TEST_PASSWORD_COST } from "../../support/test-password-cost"
import { call, login, start } from "./server-harness"

const TYPED = "Typed9secret"
const REGISTRATION = {
  phone: "0891234567",
  username: "somsak01",
  password: TYPED,
  confirmPassword: TYPED,
  bankCode: "004",
  bankId: "9876543210",
  bankAccountName: "นาย สมศักดิ์ แสงทอง",
  lineId: null,
  inviterCode: null,
  team: null,
  marketing: null
}

/** Every string reachable from `root` (objects, arrays, maps, sets; functions are code, not data). */
const stringsIn = (root: unknown): ReadonlyArray<string> => {
  const found: Array<string> = []
  const seen = new Set<unknown>()
  const pending: Array<unknown> = [root]
  while (pending.length > 0) {
    const value = pending.pop()
    if (typeof value === "string") found.push(value)
    if (typeof value !== "object" || value === null || seen.has(value)) continue
    seen.add(value)
    if (value instanceof Map) for (const [key, item] of value) pending.push(key, item)
    else if (value instanceof Set || Array.isArray(value)) pending.push(...value)
    else if (ArrayBuffer.isView(value)) found.push(Buffer.from(value.buffer).toString("latin1"))
    else pending.push(...Object.values(value))
  }
  return found
}

describe("passwords kept as hashes (#31)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
  })
  afterAll(() => server.close())

  it("#31 after seeding and a registration, no record in the server's state holds a typed password", async () => {
    const registered = await call(server, "POST", "/api/user/register", { body: REGISTRATION })
    expect(registered.status).toBe(200)
    const strings = stringsIn(server.state)
    expect(strings.length).toBeGreaterThan(100)
    const typed = [TYPED, ...DEMO_ACCOUNTS.map((account) => account.password)]
    for (const password of typed)
      expect(
        strings.filter((text) => text.includes(password)),
        password
      ).toEqual([])
  })

  it("#31 login by username or phone, with the registration's password, compares through the hash", async () => {
    await call(server, "POST", "/api/user/register", { body: REGISTRATION })
    for (const username of ["somsak01", "0891234567"]) {
      expect((await call(server, "POST", "/api/auth/login", { body: { username, password: TYPED } })).status).toBe(200)
      const wrong = await call(server, "POST", "/api/auth/login", { body: { username, password: `${TYPED}x` } })
      expect(wrong.status).toBe(401)
    }
    expect(
      (await call(server, "POST", "/api/auth/login", { body: { username: "0812345678", password: "demo1234" } })).status
    ).toBe(200)
  })

  it("#31 the password change checks the old password through the hash and keeps only the new one's hash", async () => {
    const token = await login(server, "gold", "gold1234")
    const uuid = DEMO_ACCOUNTS.find((account) => account.username === "gold")?.uuid ?? ""
    const path = `/api/auth/user/change-password/${uuid}`
    const body = (oldPassword: string) => ({ oldPassword, newPassword: "Newer9pass", confirmPassword: "Newer9pass" })
    expect((await call(server, "POST", path, { token, body: body("wrong123") })).status).toBe(422)
    const changed = await call(server, "POST", path, { token, body: body("gold1234") })
    expect(changed.status).toBe(200)
    expect(stringsIn(server.state).filter((text) => text.includes("Newer9pass"))).toEqual([])
    const relogin = await call(server, "POST", "/api/auth/login", {
      body: { username: "gold", password: "Newer9pass" }
    })
    expect(fieldOf(dataOf(relogin.json), "token")).toBeDefined()
  })
})

describe("the password hash (#31)", () => {
  it("#31 a hash has its own salt, matches its password only, and keeps no password", () => {
    const first = hashPassword("demo1234")
    const second = hashPassword("demo1234")
    expect(first.salt).not.toEqual(second.salt)
    expect(passwordMatches(first, "demo1234")).toBe(true)
    expect(passwordMatches(first, "demo12345")).toBe(false)
    expect(passwordMatches(first, "")).toBe(false)
    expect(JSON.stringify(first)).not.toContain("demo1234")
  })
})

describe("the password hash's cost (#31)", () => {
  /** The cost each account's hash was made at, as the database keeps it. */
  const costsOf = (server: RunningServer): Record<string, number> =>
    Object.fromEntries(
      server.state.durable.store.read().accounts.map((account) => [account.record.username, account.passwordHash.N])
    )

  it("#31 the reference API hashes at N = 2^15 unless its starter asks otherwise: the seeds, and a login checks through them", async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 15, r: 8, p: 1 })
    const server = await start(undefined, { passwordCost: SCRYPT_COST })
    try {
      expect(new Set(Object.values(costsOf(server)))).toEqual(new Set([2 ** 15]))
      expect(
        (await call(server, "POST", "/api/auth/login", { body: { username: "demo", password: "demo1234" } })).status
      ).toBe(200)
    } finally {
      await server.close()
    }
  })

  it("#31 a server given a cost hashes at it: the seeds, a registration and a changed password", async () => {
    const server = await start()
    try {
      await call(server, "POST", "/api/user/register", { body: REGISTRATION })
      const token = await login(server, "gold", "gold1234")
      const uuid = DEMO_ACCOUNTS.find((account) => account.username === "gold")?.uuid ?? ""
      const changed = await call(server, "POST", `/api/auth/user/change-password/${uuid}`, {
        token,
        body: { oldPassword: "gold1234", newPassword: "Newer9pass", confirmPassword: "Newer9pass" }
      })
      expect(changed.status).toBe(200)
      const costs = costsOf(server)
      expect(costs["somsak01"]).toBe(TEST_PASSWORD_COST.N)
      expect(costs["gold"]).toBe(TEST_PASSWORD_COST.N)
      expect(new Set(Object.values(costs))).toEqual(new Set([TEST_PASSWORD_COST.N]))
    } finally {
      await server.close()
    }
  })

  it("#31 the hash an unknown login is checked against costs what an account's does, made once per cost", () => {
    expect(noAccountHash(SCRYPT_COST)).toMatchObject(SCRYPT_COST)
    expect(noAccountHash(TEST_PASSWORD_COST)).toMatchObject(TEST_PASSWORD_COST)
    expect(noAccountHash(TEST_PASSWORD_COST)).toBe(noAccountHash(TEST_PASSWORD_COST))
    expect(passwordMatches(noAccountHash(TEST_PASSWORD_COST), "")).toBe(false)
  })
})
