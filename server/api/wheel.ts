import { randomInt } from "node:crypto"
import { Schema } from "effect"
import { bangkokDayKey } from "../../src/domain/bangkok-date"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { DEMO_WHEEL, SEEDED_DAYS_BEFORE } from "../../src/domain/demo/wheel"
import { prizeOf } from "../../src/domain/prize"
import type { LabelledPrize } from "../../src/domain/prize-schema"
import { leftToday, spinsPerDay, weightedIndex } from "../../src/domain/wheel"
import { WheelSpin as WheelSpinSchema, type WheelSpin } from "../../src/domain/wheel-schema"
import { wheelEndpoints } from "../../src/services/wheel/endpoints"
import { areaMemory } from "../area-memory"
import { ByName, MutableArray } from "../store/codecs"
import { decodedAction, INVALID, type DevAction } from "../dev/dev-action"
import type { AccountState, ServerState } from "../state"
import { MESSAGES } from "./messages"
import { HttpFailure, route, signedIn, type Route } from "./route"

// The prize wheel (issue #13, API-41..API-43): spins per Bangkok day by level (domain/wheel.ts), the
// segment drawn here by weight (never by the client), its prize paid through changeBalance or
// changePoints (the ledgers' "wheel" rows), once per Idempotency-Key. POST /__dev/wheel fixes the
// next draw for tests and demos.

export const NO_SPINS_LEFT = "สิทธิ์หมุนวันนี้หมดแล้ว"
const DAY_MS = 86_400_000
const NO_PRIZE: LabelledPrize = { label: "ลองใหม่นะ", kind: "none", value: 0 }
/** The draw's resolution: a roll is randomInt(ROLLS) / ROLLS. */
const ROLLS = 1_000_000

interface WheelMemory {
  /** Each player's spins, oldest first. */
  readonly spins: Map<string, Array<WheelSpin>>
  nextId: number
  /** The segment the next spin lands on (POST /__dev/wheel), once. */
  nextSegment: number | null
}

const spinOf = (id: number, at: number, index: number): WheelSpin => {
  const segment = DEMO_WHEEL[index]?.segment ?? NO_PRIZE
  return { id, at: new Date(at).toISOString(), segmentIndex: index, ...prizeOf(segment) }
}

/** The demo players' spins of days before today, so the history shows something at every reset. */
const WheelMemorySchema = Schema.Struct({
  spins: ByName(MutableArray(WheelSpinSchema)),
  nextId: Schema.Number,
  nextSegment: Schema.NullOr(Schema.Number)
})

const memory = areaMemory(
  (state: ServerState): WheelMemory => {
    let nextId = 1
    const spins = new Map(
      DEMO_ACCOUNTS.filter((account) => account.username !== "newbie").map((account): [string, Array<WheelSpin>] => [
        account.username,
        [...SEEDED_DAYS_BEFORE]
          .reverse()
          .map(({ daysBefore, index }) => spinOf(nextId++, state.now() - daysBefore * DAY_MS, index))
      ])
    )
    return { spins, nextId, nextSegment: null }
  },
  { name: "wheel", schema: WheelMemorySchema }
)

const spinsOf = (state: ServerState, username: string): Array<WheelSpin> => {
  const all = memory.of(state).spins
  const mine = all.get(username) ?? []
  all.set(username, mine)
  return mine
}

const spinsLeftOf = (state: ServerState, account: AccountState): number => {
  const today = bangkokDayKey(state.now())
  const used = spinsOf(state, account.seed.username).filter(
    (spin) => bangkokDayKey(Date.parse(spin.at)) === today
  ).length
  return leftToday(spinsPerDay(account.seed.level), used)
}

/** The signed-in player, when the body's uuid is theirs (OPEN-41): another player's is a 403. */
const owner = (account: AccountState | HttpFailure, uuid: string): AccountState | HttpFailure =>
  account instanceof HttpFailure || uuid === account.seed.uuid ? account : new HttpFailure(403, MESSAGES.forbidden)

const draw = (state: ServerState): number => {
  const kept = memory.of(state)
  const fixed = kept.nextSegment
  kept.nextSegment = null
  return (
    fixed ??
    weightedIndex(
      DEMO_WHEEL.map((entry) => entry.weight),
      randomInt(ROLLS) / ROLLS
    )
  )
}

/** Pays a prize of the wheel or the flip card into the right ledger, under `reference`. */
export const payPrize = (
  state: ServerState,
  account: AccountState,
  prize: LabelledPrize,
  kind: string,
  reference: string
) => {
  if (prize.kind === "credit") state.changeBalance(account, { kind, amount: prize.value, reference })
  if (prize.kind === "point") state.changePoints(account, { kind, amount: prize.value, reference })
}

export const wheelRoutes: ReadonlyArray<Route> = [
  route(wheelEndpoints.wheel, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return {
      segments: DEMO_WHEEL.map((entry) => entry.segment),
      spinsPerDay: spinsPerDay(account.seed.level),
      spinsLeft: spinsLeftOf(ctx.state, account)
    }
  }),
  route(
    wheelEndpoints.wheelReward,
    (ctx) => {
      const account = owner(signedIn(ctx), ctx.body.uuid)
      if (account instanceof HttpFailure) return account
      if (spinsLeftOf(ctx.state, account) === 0) return new HttpFailure(409, NO_SPINS_LEFT)
      const kept = memory.of(ctx.state)
      const spin = spinOf(kept.nextId++, ctx.state.now(), draw(ctx.state))
      spinsOf(ctx.state, account.seed.username).push(spin)
      payPrize(ctx.state, account, spin, "wheel", `wheel-${spin.id}`)
      return { spin, spinsLeft: spinsLeftOf(ctx.state, account) }
    },
    { idempotent: true }
  ),
  route(
    wheelEndpoints.wheelLog,
    (ctx) => {
      const account = owner(signedIn(ctx), ctx.body.uuid)
      if (account instanceof HttpFailure) return account
      return [...spinsOf(ctx.state, account.seed.username)].reverse()
    },
    { openInMaintenance: true }
  )
]

/** POST /__dev/wheel {"nextSegment": i}: the next spin (any player's) lands on segment i. */
export const wheelDevActions: Readonly<Record<string, DevAction>> = {
  wheel: decodedAction(
    Schema.Struct({ nextSegment: Schema.Number.pipe(Schema.int()) }),
    ({ nextSegment }, { state }) => {
      if (nextSegment < 0 || nextSegment >= DEMO_WHEEL.length) return INVALID
      memory.of(state).nextSegment = nextSegment
    }
  )
}
