import { Schema } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { DEMO_ACCOUNTS } from "../../../src/domain/demo/accounts"
import { DEMO_REJECT_REASON, DEMO_SETTLE_REASONS } from "../../../src/domain/demo/withdraw"
import { PublicWithdrawal, WithdrawRequest } from "../../../src/domain/withdraw-schema"
import { WITHDRAW_MESSAGES } from "../../../src/domain/withdraw"
import { Envelope } from "../../../src/services/contract"
import { autoSettleDelay } from "../../../server/api/withdraw-settlement"
import { call, login, start } from "../server/server-harness"

// The reference API's withdrawals (issue #10 §3, §6; money.md): every rule refused with its Thai
// message, the amount held at once, settled approved / rejected (refund) / failed then retried.

const decodeRequest = Schema.decodeUnknownSync(Envelope(WithdrawRequest))
const decodeList = Schema.decodeUnknownSync(Envelope(Schema.Array(WithdrawRequest)))
const decodeFeed = Schema.decodeUnknownSync(Envelope(Schema.Array(PublicWithdrawal)))

/** 15 June 2025, 10:00 in Bangkok. */
const JUNE_15 = Date.UTC(2025, 5, 15, 3, 0)
const uuidOf = (username: string) => DEMO_ACCOUNTS.find((a) => a.username === username)?.uuid ?? ""

interface Ledger {
  readonly kind: string
  readonly amount: number
  readonly balanceAfter: number
}
const ledgerOf = async (server: RunningServer, username: string): Promise<ReadonlyArray<Ledger>> => {
  const res = await fetch(`${server.url}/__dev/ledger?username=${username}`)
  const json: unknown = await res.json()
  return Array.isArray(json) ? json : []
}
const dev = (server: RunningServer, name: string, body: unknown) =>
  fetch(`${server.url}/__dev/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body)
  })

describe("withdraw API (#10 §3)", () => {
  let server: RunningServer | undefined
  afterEach(() => server?.close())

  const setUp = async (username = "demo", password = "demo1234", balance?: number) => {
    server = await start(() => JUNE_15)
    await dev(server, "reset", {})
    if (balance !== undefined) await dev(server, "credit", { username, balance })
    const token = await login(server, username, password)
    const send = (amount: number, key?: string) =>
      call(server ?? fail(), "POST", `/api/auth/withdraw/${uuidOf(username)}`, {
        token,
        body: { amount },
        ...(key === undefined ? {} : { key })
      })
    const open = async () =>
      decodeList(
        (await call(server ?? fail(), "GET", `/api/auth/withdraw/withdraw-request/${uuidOf(username)}`, { token })).json
      ).data
    const history = async () =>
      decodeList(
        (await call(server ?? fail(), "GET", `/api/auth/withdraw/withdraw-history/${uuidOf(username)}`, { token })).json
      ).data
    return { server, token, send, open, history }
  }

  it("holds the amount at once and lists the request as pending, the account masked", async () => {
    const { server, send, open } = await setUp()
    const res = await send(500)
    expect(res.status).toBe(200)
    const request = decodeRequest(res.json).data
    expect(request).toMatchObject({
      amount: 50_000,
      status: "pending",
      bankName: "กสิกรไทย",
      bankAccount: "xxx-x-xx789-0"
    })
    expect(JSON.stringify(res.json)).not.toContain("1234567890")
    expect((await open()).map((r) => r.id)).toEqual([request.id])
    const rows = await ledgerOf(server, "demo")
    expect(rows.at(-1)).toMatchObject({ kind: "withdrawal", amount: -50_000, balanceAfter: 102_075 })
  })

  it("money.md the same Idempotency-Key twice changes the ledger once and answers the same", async () => {
    const { server, send, open } = await setUp()
    const first = await send(200, "withdraw-intent-1")
    const second = await send(200, "withdraw-intent-1")
    expect(second.json).toEqual(first.json)
    expect(second.headers.get("idempotent-replayed")).toBe("true")
    expect((await ledgerOf(server, "demo")).filter((r) => r.kind === "withdrawal")).toHaveLength(1)
    expect(await open()).toHaveLength(1)
    expect((await send(300, "withdraw-intent-1")).status).toBe(422)
  })

  it("refuses each rule with its Thai message and moves nothing", async () => {
    const { server, send } = await setUp("demo", "demo1234", 150_000)
    expect((await send(99.99)).json).toMatchObject({ success: false, message: WITHDRAW_MESSAGES.belowMinimum })
    expect((await send(150_000.01)).json).toMatchObject({ message: WITHDRAW_MESSAGES.notEnough })
    expect((await send(100_000.01)).json).toMatchObject({ message: WITHDRAW_MESSAGES.overDailyLimit })
    expect((await ledgerOf(server, "demo")).filter((r) => r.kind === "withdrawal")).toHaveLength(0)
  })

  it("CONST-17 the sixth withdrawal of the Bangkok day is refused", async () => {
    const { send } = await setUp()
    for (let n = 0; n < 5; n += 1) expect((await send(100)).status).toBe(200)
    expect((await send(100)).json).toMatchObject({ success: false, message: WITHDRAW_MESSAGES.tooMany })
  })

  it("AMB-12 diamond: 200,000 passes, 200,000.01 is over the single maximum", async () => {
    const { send } = await setUp("diamond", "diamond1234")
    expect((await send(200_000.01)).json).toMatchObject({ message: WITHDRAW_MESSAGES.overMaxAmount })
    expect((await send(200_000)).status).toBe(200)
  })

  it("refuses another player's uuid with 403", async () => {
    const { server, token } = await setUp()
    const res = await call(server, "POST", `/api/auth/withdraw/${uuidOf("gold")}`, { token, body: { amount: 100 } })
    expect(res.status).toBe(403)
  })

  it("approved: the held money leaves, the request moves to the history", async () => {
    const { server, send, open, history } = await setUp()
    const request = decodeRequest((await send(500)).json).data
    await dev(server, "withdrawals", { outcome: "approved" })
    expect(await open()).toEqual([])
    expect((await history())[0]).toMatchObject({ id: request.id, status: "approved", reason: null })
    expect((await ledgerOf(server, "demo")).map((r) => r.kind)).toEqual(["withdrawal"])
  })

  it("rejected: the money comes back with a refund row and the reason", async () => {
    const { server, send, history } = await setUp()
    const request = decodeRequest((await send(500)).json).data
    await dev(server, "withdrawals", { outcome: "rejected" })
    expect((await history())[0]).toMatchObject({
      id: request.id,
      status: "rejected",
      reason: DEMO_SETTLE_REASONS.rejected
    })
    const rows = await ledgerOf(server, "demo")
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ["withdrawal", -50_000],
      ["withdrawal-refund", 50_000]
    ])
    expect(rows.at(-1)?.balanceAfter).toBe(152_075)
  })

  it("OPEN-30 failed stays held; retry queues it again once, then it can be approved", async () => {
    const { server, token, send, open, history } = await setUp()
    const request = decodeRequest((await send(500)).json).data
    await dev(server, "withdrawals", { outcome: "failed" })
    expect((await open())[0]).toMatchObject({ status: "failed", reason: DEMO_SETTLE_REASONS.failed })
    const retry = (key: string) =>
      call(server, "POST", "/api/auth/withdraw/retry", { token, body: { requestId: request.id }, key })
    const first = await retry("retry-1")
    expect(decodeRequest(first.json).data).toMatchObject({ id: request.id, status: "pending", reason: null })
    expect((await retry("retry-1")).json).toEqual(first.json)
    expect((await retry("retry-2")).status).toBe(409)
    await dev(server, "withdrawals", { outcome: "approved" })
    expect((await history())[0]).toMatchObject({ id: request.id, status: "approved" })
    expect((await ledgerOf(server, "demo")).map((r) => r.kind)).toEqual(["withdrawal"])
  })

  it("OPEN-30 another player's request cannot be retried", async () => {
    const { server, send } = await setUp()
    const request = decodeRequest((await send(500)).json).data
    await dev(server, "withdrawals", { outcome: "failed" })
    const other = await login(server, "gold", "gold1234")
    const res = await call(server, "POST", "/api/auth/withdraw/retry", {
      token: other,
      body: { requestId: request.id }
    })
    expect(res.status).toBe(404)
  })

  it("seeds demo's history with a rejected withdrawal and its reason", async () => {
    const { history } = await setUp()
    const seeded = await history()
    expect(seeded.map((r) => r.status)).toEqual(["approved", "rejected", "approved"])
    expect(seeded[1]?.reason).toBe(DEMO_REJECT_REASON)
  })

  it("auto-settlement: on when the server starts, off after /__dev/reset, on again by /__dev/auto-settle", async () => {
    server = await start(() => Date.now())
    expect(autoSettleDelay(server.state)).toBe(20_000)
    await dev(server, "reset", {})
    expect(autoSettleDelay(server.state)).toBeNull()
    await dev(server, "auto-settle", { afterMs: 30 })
    const token = await login(server)
    const sent = await call(server, "POST", `/api/auth/withdraw/${uuidOf("demo")}`, { token, body: { amount: 100 } })
    const id = decodeRequest(sent.json).data.id
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server.state.transactions.find(id)?.status).toBe("approved")
    await dev(server, "reset", {})
    expect(autoSettleDelay(server.state)).toBeNull()
  })

  it("API-07 the public feed is open to guests, newest first, usernames masked", async () => {
    const { server, send } = await setUp()
    await send(777)
    await dev(server, "withdrawals", { outcome: "approved" })
    const feed = decodeFeed((await call(server, "GET", "/api/withdraw/history")).json).data
    expect(feed.length).toBeLessThanOrEqual(10)
    expect(feed[0]).toMatchObject({ username: "de***o", amount: 77_700 })
    expect(feed.every((row) => row.username.includes("***"))).toBe(true)
  })
})

const fail = (): never => {
  throw new Error("no server")
}
