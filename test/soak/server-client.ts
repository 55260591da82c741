import { Schema } from "effect"
import { CheckInEntry } from "../../src/domain/check-in-schema"
import { CreditBalance } from "../../src/domain/credit"
import { addSatang, wholeBaht, ZERO_SATANG, type Satang } from "../../src/domain/money"
import { ledgerPath, parseLedger, type LedgerRow } from "../e2e/faults/support/ledger-check"

// The soak's line to the reference API, outside the browser: the test-only control calls, and the
// player's own calls to read the server's truth. A fault armed for the page may still be waiting
// when the soak reads: a read that gets an answer that is not the contract's is tried again (each
// armed fault answers once).

export interface Fault {
  readonly path: string
  readonly method?: "GET" | "POST"
  readonly status: number
  readonly times?: number
  readonly delayMs?: number
  readonly body?: unknown
}

const decodeEnvelope = <A, I>(data: Schema.Schema<A, I>) =>
  Schema.decodeUnknownOption(Schema.Struct({ success: Schema.Literal(true), message: Schema.String, data }))

const decodeLogin = decodeEnvelope(Schema.Struct({ token: Schema.String }))
const decodeCredit = decodeEnvelope(CreditBalance)
const decodeList = decodeEnvelope(Schema.Array(CheckInEntry))

const READ_ATTEMPTS = 6

export class SoakServer {
  constructor(private readonly base: string) {}

  private async call(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${this.base}${path}`, {
      ...init,
      headers: { "Content-Type": "application/json", ...init.headers }
    })
    const text = await response.text()
    let body: unknown = null
    try {
      body = text.length === 0 ? null : JSON.parse(text)
    } catch {
      body = text
    }
    return { status: response.status, body }
  }

  private async change(name: string, data?: unknown): Promise<void> {
    const { status } = await this.call(`/__dev/${name}`, {
      method: "POST",
      body: data === undefined ? "" : JSON.stringify(data)
    })
    if (status !== 204) throw new Error(`POST /__dev/${name} answered ${status}`)
  }

  /** What the soak's detected transfers credited each player since the last reset (#10 §1). */
  private readonly deposited = new Map<string, Satang>()

  reset = async () => {
    await this.change("reset")
    this.deposited.clear()
  }
  fault = (fault: Fault) => this.change("faults", fault)
  onlineCount = (count: number) => this.change("online-count", { count })
  settleWithdrawals = (outcome: "approved" | "rejected" | "failed") => this.change("withdrawals", { outcome })

  /** The operator detects a transfer of `baht` whole baht from `username` (`POST /__dev/deposit`, #10 §1). */
  async detectDeposit(username: string, baht: number): Promise<void> {
    const { status } = await this.call("/__dev/deposit", {
      method: "POST",
      body: JSON.stringify({ username, amount: baht })
    })
    if (status !== 200) throw new Error(`POST /__dev/deposit answered ${status}`)
    this.deposited.set(username, addSatang(this.depositedSinceReset(username), wholeBaht(baht)))
  }

  depositedSinceReset = (username: string): Satang => this.deposited.get(username) ?? ZERO_SATANG

  /** The ledger, or null when the server has none (an older reference API). */
  async ledger(username: string): Promise<ReadonlyArray<LedgerRow> | null> {
    const { status, body } = await this.call(ledgerPath(username))
    if (status === 404) return null
    return parseLedger(status, body)
  }

  /** Reads until the answer is the contract's, so that armed faults are used up first. */
  private async read<A>(what: string, attempt: () => Promise<A | null>): Promise<A> {
    for (let tries = 0; tries < READ_ATTEMPTS; tries += 1) {
      const value = await attempt()
      if (value !== null) return value
    }
    throw new Error(`${what}: no valid answer in ${READ_ATTEMPTS} tries`)
  }

  login(username: string, password: string): Promise<string> {
    return this.read(`login ${username}`, async () => {
      const { body } = await this.call("/api/auth/login", {
        method: "POST",
        body: JSON.stringify({ username, password })
      })
      const decoded = decodeLogin(body)
      return decoded._tag === "Some" ? decoded.value.data.token : null
    })
  }

  /** The balance, decoded from the wire's baht into satang. */
  credit(username: string, token: string): Promise<Satang> {
    return this.read(`credit ${username}`, async () => {
      const { body } = await this.call(`/api/auth/user/getCredit/${username}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
        body: JSON.stringify({ balanceType: "M" })
      })
      const decoded = decodeCredit(body)
      return decoded._tag === "Some" ? decoded.value.data.balance : null
    })
  }

  checkIns(token: string): Promise<ReadonlyArray<CheckInEntry>> {
    return this.read("check-in list", async () => {
      const { body } = await this.call("/api/auth/game/check-in", { headers: { Authorization: `Bearer ${token}` } })
      const decoded = decodeList(body)
      return decoded._tag === "Some" ? decoded.value.data : null
    })
  }
}
