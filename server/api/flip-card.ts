import { randomInt } from "node:crypto"
import { Schema } from "effect"
import { bangkokDayKey } from "../../src/domain/bangkok-date"
import { DEMO_ACCOUNTS } from "../../src/domain/demo/accounts"
import { DEMO_FLIP_PRIZES, SEEDED_DAYS_BEFORE } from "../../src/domain/demo/wheel"
import { FLIP_CARD_COUNT, FLIP_PLAYS_PER_DAY } from "../../src/domain/flip-card"
import { FlipCardPlay as FlipCardPlaySchema, type FlipCardPlay } from "../../src/domain/flip-card-schema"
import { seededRandom, seedOf } from "../../src/domain/demo/seeded-random"
import { leftToday, weightedIndex } from "../../src/domain/wheel"
import { flipCardEndpoints } from "../../src/services/flip-card/endpoints"
import { areaMemory } from "../area-memory"
import { ByName, MutableArray } from "../store/codecs"
import { decodedAction, INVALID, type DevAction } from "../dev/dev-action"
import type { AccountState, ServerState } from "../state"
import { HttpFailure, route, signedIn, type Route } from "./route"
import { payPrize } from "./wheel"

// The flip card (issue #13, API-44, API-45): FLIP_PLAYS_PER_DAY plays per Bangkok day; each play
// the server deals FLIP_CARD_COUNT prizes by weight, pays the picked card's (changeBalance or
// changePoints, kind "flip-card") once per Idempotency-Key, and answers every card.

export const NO_PLAYS_LEFT = "สิทธิ์เปิดไพ่วันนี้หมดแล้ว"
const DAY_MS = 86_400_000
const ROLLS = 1_000_000
const WEIGHTS = DEMO_FLIP_PRIZES.map((entry) => entry.weight)

const deal = (roll: () => number) =>
  Array.from({ length: FLIP_CARD_COUNT }, () => {
    const entry = DEMO_FLIP_PRIZES[weightedIndex(WEIGHTS, roll())] ?? DEMO_FLIP_PRIZES[0]
    return entry === undefined ? { label: "ว่างเปล่า", kind: "none" as const, value: 0 as const } : entry.prize
  })

interface FlipMemory {
  readonly plays: Map<string, Array<FlipCardPlay>>
  nextId: number
  /** The prize (an index into DEMO_FLIP_PRIZES) the next picked card holds (POST /__dev/flip-card), once. */
  nextPrize: number | null
}

/** The demo players' plays of days before today (dealt from a seed: the same at every reset). */
const FlipMemorySchema = Schema.Struct({
  plays: ByName(MutableArray(FlipCardPlaySchema)),
  nextId: Schema.Number,
  nextPrize: Schema.NullOr(Schema.Number)
})

const memory = areaMemory(
  (state: ServerState): FlipMemory => {
    let nextId = 1
    const plays = new Map(
      DEMO_ACCOUNTS.filter((account) => account.username !== "newbie").map((account): [string, Array<FlipCardPlay>] => {
        const roll = seededRandom(seedOf(`flip-${account.username}`))
        return [
          account.username,
          [...SEEDED_DAYS_BEFORE].reverse().map(({ daysBefore, index }) => ({
            id: nextId++,
            at: new Date(state.now() - daysBefore * DAY_MS).toISOString(),
            cardIndex: index,
            cards: deal(roll)
          }))
        ]
      })
    )
    return { plays, nextId, nextPrize: null }
  },
  { name: "flip-card", schema: FlipMemorySchema }
)

const playsOf = (state: ServerState, username: string): Array<FlipCardPlay> => {
  const all = memory.of(state).plays
  const mine = all.get(username) ?? []
  all.set(username, mine)
  return mine
}

const playsLeftOf = (state: ServerState, account: AccountState): number => {
  const today = bangkokDayKey(state.now())
  const used = playsOf(state, account.seed.username).filter(
    (play) => bangkokDayKey(Date.parse(play.at)) === today
  ).length
  return leftToday(FLIP_PLAYS_PER_DAY, used)
}

/** A fresh deal; the picked card holds the prize /__dev/flip-card fixed, if any. */
const dealFor = (kept: FlipMemory, picked: number) => {
  const cards = deal(() => randomInt(ROLLS) / ROLLS)
  const fixed = kept.nextPrize === null ? undefined : DEMO_FLIP_PRIZES[kept.nextPrize]
  kept.nextPrize = null
  return fixed === undefined ? cards : cards.map((card, index) => (index === picked ? fixed.prize : card))
}

export const flipCardRoutes: ReadonlyArray<Route> = [
  route(
    flipCardEndpoints.flipCardReward,
    (ctx) => {
      const account = signedIn(ctx)
      if (account instanceof HttpFailure) return account
      if (playsLeftOf(ctx.state, account) === 0) return new HttpFailure(409, NO_PLAYS_LEFT)
      const kept = memory.of(ctx.state)
      const play: FlipCardPlay = {
        id: kept.nextId++,
        at: new Date(ctx.state.now()).toISOString(),
        cardIndex: ctx.body.cardIndex,
        cards: dealFor(kept, ctx.body.cardIndex)
      }
      playsOf(ctx.state, account.seed.username).push(play)
      const prize = play.cards[play.cardIndex]
      if (prize !== undefined) payPrize(ctx.state, account, prize, "flip-card", `flip-card-${play.id}`)
      return { play, playsLeft: playsLeftOf(ctx.state, account) }
    },
    { idempotent: true }
  ),
  route(flipCardEndpoints.flipCardLogs, (ctx) => {
    const account = signedIn(ctx)
    if (account instanceof HttpFailure) return account
    return {
      playsPerDay: FLIP_PLAYS_PER_DAY,
      playsLeft: playsLeftOf(ctx.state, account),
      plays: [...playsOf(ctx.state, account.seed.username)].reverse()
    }
  })
]

/** POST /__dev/flip-card {"prize": i}: the next picked card (any player's) holds DEMO_FLIP_PRIZES[i]. */
export const flipCardDevActions: Readonly<Record<string, DevAction>> = {
  "flip-card": decodedAction(Schema.Struct({ prize: Schema.Number.pipe(Schema.int()) }), ({ prize }, { state }) => {
    if (prize < 0 || prize >= DEMO_FLIP_PRIZES.length) return INVALID
    memory.of(state).nextPrize = prize
  })
}
