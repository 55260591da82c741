// #31 "a restart forgets everything": the reference API keeps its records in SQLite (DATA_DIR), so a
// server started again on the same folder finds the player who registered, their session, balance,
// ledger and transactions, the kept answer of their withdrawal (a resend replays it, no second
// ledger row) and an area's memory (today's check-in stays done).
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { sessionIdOf } from "../../../server/sessions"
import { dataOf, fieldOf } from "./call-from"
import { call, login, start } from "./server-harness"
import { sampleAddress } from "../address/fixtures"

const USERNAME = "restart01"
const PASSWORD = "abc12345"

const registration = {
  phone: "0812340001",
  username: USERNAME,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  bankCode: "004",
  bankId: "1234500001",
  bankAccountName: "นาย สมศักดิ์ แสงทอง",
  lineId: null,
  inviterCode: null,
  team: null,
  marketing: null
}

/** 15 June 2025, 10:00 in Bangkok: a fixed clock, so what the answers compute from "now" is the same. */
const T0 = Date.UTC(2025, 5, 15, 3, 0)

const ADDRESS = sampleAddress()

/** What the player reads of the areas whose memory the test changed. */
const areaAnswers = async (server: RunningServer, token: string, uuid: string) => ({
  wheel: (await call(server, "GET", "/api/auth/wheel", { token })).json,
  spins: (await call(server, "POST", "/api/auth/wheel/log", { token, body: { uuid } })).json,
  flips: (await call(server, "GET", "/api/auth/game/flip-card/logs", { token })).json,
  address: (await call(server, "GET", "/api/auth/address/mine", { token })).json,
  wallet: (await call(server, "POST", "/__dev/game-wallet-of", { body: { username: "demo" } })).json
})

const tokenOf = (json: unknown): string => fieldOf(dataOf(json), "token") ?? ""

const ledgerOf = async (server: RunningServer): Promise<unknown> =>
  (await call(server, "GET", `/__dev/ledger?username=${USERNAME}`)).json

const balanceOf = async (server: RunningServer, token: string): Promise<unknown> => {
  const path = `/api/auth/user/getCredit/${USERNAME}`
  const res = await call(server, "POST", path, { token, body: { balanceType: "M" } })
  return typeof res.json === "object" && res.json !== null ? Reflect.get(dataOf(res.json) ?? {}, "balance") : null
}

describe("a restart keeps the records (#31)", { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), "member-data-"))
  const running: Array<RunningServer> = []
  const startOnDisk = async (now?: () => number): Promise<RunningServer> => {
    const server = await start(now, { dataDir })
    running.push(server)
    return server
  }
  // One server owns the folder at a time (database.ts): each test's last one closes before the next starts.
  afterEach(async () => {
    for (const server of running.splice(0)) await server.close()
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("#31 register, deposit, withdraw, check in, restart: the player logs in (the old token too), the balance, ledger, transactions, the replayed key and today's check-in are all there", async () => {
    const first = await startOnDisk()
    const registered = await call(first, "POST", "/api/user/register", { body: registration })
    expect(registered.status).toBe(200)
    const token = tokenOf(registered.json)
    const uuid = first.state.accountOf(USERNAME)?.seed.uuid ?? ""
    expect(uuid).not.toBe("")
    const deposit = { username: USERNAME, amount: 500 }
    expect((await call(first, "POST", "/__dev/deposit", { body: deposit })).status).toBe(200)
    const withdraw = `/api/auth/withdraw/${uuid}`
    const asked = await call(first, "POST", withdraw, { token, body: { amount: 120.5 }, key: "restart-withdraw" })
    expect(asked.status).toBe(200)
    const withdrawalId = fieldOf(dataOf(asked.json), "id")
    expect(withdrawalId).toMatch(/^WD-/)
    expect((await call(first, "POST", "/api/auth/game/check-in", { token })).status).toBe(200)
    const ledgerBefore = await ledgerOf(first)
    expect(Array.isArray(ledgerBefore) ? ledgerBefore.map((row) => fieldOf(row, "kind")) : []).toEqual([
      "deposit",
      "withdrawal",
      "check-in"
    ])
    const balanceBefore = await balanceOf(first, token)
    const transactionsBefore = first.state.transactions.of(USERNAME)
    await first.close()

    const second = await startOnDisk()
    expect(
      (await call(second, "POST", "/api/auth/login", { body: { username: USERNAME, password: PASSWORD } })).status
    ).toBe(200)
    expect(await balanceOf(second, token), "the token of before the restart still opens the account").toBe(
      balanceBefore
    )
    const sessionIds = second.state.durable.store.read().sessions.map((session) => session.id)
    expect(sessionIds, "the database keeps the token's hash, never the token").toContain(sessionIdOf(token))
    expect(sessionIds).not.toContain(token)
    expect(await ledgerOf(second)).toEqual(ledgerBefore)
    expect(second.state.transactions.of(USERNAME)).toEqual(transactionsBefore)
    expect(second.state.transactions.find(withdrawalId ?? "")?.status).toBe("pending")

    const resent = await call(second, "POST", withdraw, { token, body: { amount: 120.5 }, key: "restart-withdraw" })
    expect(resent.status).toBe(200)
    expect(resent.headers.get("idempotent-replayed")).toBe("true")
    expect(fieldOf(dataOf(resent.json), "id")).toBe(withdrawalId)
    expect(await ledgerOf(second), "the resend moved nothing").toEqual(ledgerBefore)
    const another = await call(second, "POST", withdraw, { token, body: { amount: 1 } })
    expect(fieldOf(dataOf(another.json), "id"), "a new withdrawal's id is not one given before").not.toBe(withdrawalId)

    const checkInAgain = await call(second, "POST", "/api/auth/game/check-in", { token })
    expect(checkInAgain.status, "today's check-in is remembered (an area's memory)").toBe(409)
  })

  it("#31 the areas' memories come back as they were: a wheel spin, a card flip, a new address, a game wallet", async () => {
    const clock = { now: T0 }
    const first = await startOnDisk(() => clock.now)
    expect((await call(first, "POST", "/__dev/reset")).status).toBe(204)
    const token = await login(first)
    const uuid = first.state.accountOf("demo")?.seed.uuid ?? ""
    expect((await call(first, "POST", "/__dev/wheel", { body: { nextSegment: 3 } })).status).toBe(204)
    expect((await call(first, "POST", "/api/auth/wheel/reward", { token, body: { uuid } })).status).toBe(200)
    expect(
      (await call(first, "POST", "/api/auth/game/flip-card/random-reward", { token, body: { cardIndex: 1 } })).status
    ).toBe(200)
    expect((await call(first, "PATCH", "/api/auth/address", { token, body: ADDRESS })).status).toBe(200)
    expect((await call(first, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: 42.5 } })).status).toBe(
      204
    )
    const before = await areaAnswers(first, token, uuid)
    await first.close()

    const second = await startOnDisk(() => clock.now)
    const after = await areaAnswers(second, token, uuid)
    expect(after).toEqual(before)
    expect(after.address).toMatchObject({ data: ADDRESS })
    expect(after.wallet).toMatchObject({ gameWallet: 42.5 })
  })

  it("#31 /__dev/reset reseeds the database: after a restart the registered player is gone and the demo accounts are back", async () => {
    const server = await startOnDisk()
    expect((await call(server, "POST", "/__dev/reset")).status).toBe(204)
    await server.close()
    const again = await startOnDisk()
    expect(again.state.accountOf(USERNAME)).toBeUndefined()
    expect(again.state.accountOf("demo")?.balance).toBe(again.state.accountOf("demo")?.seed.balance)
    expect(
      (await call(again, "POST", "/api/auth/login", { body: { username: "demo", password: "demo1234" } })).status
    ).toBe(200)
  })
})
