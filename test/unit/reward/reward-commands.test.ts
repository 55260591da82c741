import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { userUuid } from "../../../src/domain/user"
import { selectRewardBusy, selectRewardCategory, selectRewardRequest } from "../../../src/events/reward/selectors"
import {
  loadRewardHistory,
  loadRewardScreen,
  redeemReward,
  verifyRewardRedeem
} from "../../../src/runtime/commands/reward"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { player, profile } from "../events/fixtures"
import { rewardCatalogue, rewardCategory, rewardHistory, rewardLine, rewardRedeemed } from "./fixtures"

// The reward commands (#13, ENT-12, money.md): the screen's load names its category; 'ยืนยันแลกรางวัล'
// is sent once with the player's uuid, a lost answer is read back from the history, never resent.

const NOW = Date.UTC(2026, 10, 19, 5, 0)
const credit = () => Effect.succeed({ balance: satang(154_075), balanceType: "M" as const })
const OLD = rewardLine()

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const app = yield* makeAppHarness({
      storedSession: playerSession,
      ...options,
      reward: { catalogue: () => Effect.succeed(rewardCatalogue(rewardCategory())), ...options.reward },
      user: { profile: () => Effect.succeed(profile), ...options.user }
    })
    yield* app.run(restoreSession)
    return app
  })

describe("reward commands (#13)", () => {
  it.scoped("ROUTE-12 the screen of category 7 asks for category 7, the history and the profile", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        reward: {
          catalogue: () => Effect.succeed(rewardCatalogue(rewardCategory())),
          history: Effect.succeed(rewardHistory())
        }
      })
      yield* app.run(loadRewardScreen(7))
      expect(app.calls("RewardService.catalogue")[0]?.args).toEqual([7])
      expect(app.calls("RewardService.history")).toHaveLength(1)
      expect(app.calls("UserService.profile")).toHaveLength(1)
      expect(selectRewardCategory(app.store.getState(), 7)._tag).toBe("Loaded")
    })
  )

  it.scoped("ENT-12 API-39 the redemption names the item and the player's uuid, with an Idempotency-Key", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        reward: { redeem: () => Effect.succeed(rewardRedeemed()), history: Effect.succeed(rewardHistory()) },
        user: { credit }
      })
      expect(yield* app.run(redeemReward(102, 7))).toBe("done")
      const [request, key] = app.calls("RewardService.redeem")[0]?.args ?? []
      expect(request).toEqual({ rewardId: 102, userUuid: userUuid(player) })
      expect(typeof key).toBe("string")
      expect(selectRewardRequest(app.store.getState()).done?.id).toBe("rw-1")
      // The points and the balance refresh after points moved.
      expect(app.calls("UserService.profile").length).toBeGreaterThan(0)
      expect(app.calls("UserService.credit").length).toBeGreaterThan(0)
    })
  )

  it.scoped("money.md a second press while one is in flight sends nothing", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        reward: {
          redeem: () => Effect.as(Effect.sleep(1_000), rewardRedeemed()),
          history: Effect.succeed(rewardHistory())
        },
        user: { credit }
      })
      const first = yield* Effect.fork(app.run(redeemReward(102, 7)))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(selectRewardBusy(app.store.getState())).toBe(true)
      expect(yield* app.run(redeemReward(102, 7))).toBe("not-done")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("done")
      expect(app.calls("RewardService.redeem")).toHaveLength(1)
    })
  )

  it.scoped("'แต้มไม่พอ' a refusal keeps the server's Thai message and status; the next press is a new intent", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        reward: { redeem: () => Effect.fail(new ServerError({ status: 422, message: "แต้มไม่พอ", body: null })) }
      })
      expect(yield* app.run(redeemReward(102, 7))).toBe("refused")
      expect(selectRewardRequest(app.store.getState()).error).toBe("แต้มไม่พอ")
      expect(selectRewardRequest(app.store.getState()).refusal).toMatchObject({ status: 422, message: "แต้มไม่พอ" })
      yield* app.run(redeemReward(102, 7))
      const keys = app.calls("RewardService.redeem").map((call) => call.args[1])
      expect(keys[0]).not.toBe(keys[1])
    })
  )

  it.scoped("money.md a lost answer is read back from the history: a new line of the item is done, not resent", () =>
    Effect.gen(function* () {
      let reads = 0
      const app = yield* loggedIn({
        reward: {
          redeem: () => Effect.fail(new NetworkError({ message: "lost" })),
          history: Effect.sync(() =>
            ++reads === 1 ? rewardHistory([OLD]) : rewardHistory([rewardLine({ id: "rw-9" }), OLD])
          ),
          catalogue: () => Effect.succeed(rewardCatalogue(rewardCategory()))
        },
        user: { credit }
      })
      yield* app.run(loadRewardHistory)
      expect(yield* app.run(redeemReward(102, 7))).toBe("done")
      expect(app.calls("RewardService.redeem")).toHaveLength(1)
      expect(app.tags()).toContain("RewardRedeemUnsure")
      expect(selectRewardRequest(app.store.getState())).toMatchObject({ phase: null, pending: null })
      expect(selectRewardRequest(app.store.getState()).done?.id).toBe("rw-9")
    })
  )

  it.scoped("money.md a lost answer that did not happen keeps the key: the player's resend reuses it", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        reward: {
          redeem: () => Effect.fail(new NetworkError({ message: "lost" })),
          history: Effect.succeed(rewardHistory([OLD]))
        }
      })
      yield* app.run(loadRewardHistory)
      expect(yield* app.run(redeemReward(102, 7))).toBe("not-done")
      expect(selectRewardRequest(app.store.getState()).phase).toBe("not-done")
      yield* app.run(redeemReward(102, 7))
      const keys = app.calls("RewardService.redeem").map((call) => call.args[1])
      expect(keys).toHaveLength(2)
      expect(keys[0]).toBe(keys[1])
    })
  )

  it.scoped("money.md an unreadable history leaves 'ตรวจสอบอีกครั้ง', which reads again and sends nothing", () =>
    Effect.gen(function* () {
      let reads = 0
      const app = yield* loggedIn({
        reward: {
          redeem: () => Effect.fail(new NetworkError({ message: "lost" })),
          history: Effect.suspend(() =>
            ++reads <= 2
              ? reads === 1
                ? Effect.succeed(rewardHistory([OLD]))
                : Effect.fail(new ServerError({ status: 500, message: "down", body: null }))
              : Effect.succeed(rewardHistory([rewardLine({ id: "rw-9" }), OLD]))
          ),
          catalogue: () => Effect.succeed(rewardCatalogue(rewardCategory()))
        },
        user: { credit }
      })
      yield* app.run(loadRewardHistory)
      expect(yield* app.run(redeemReward(102, 7))).toBe("unknown")
      expect(selectRewardRequest(app.store.getState()).phase).toBe("unverified")
      expect(yield* app.run(verifyRewardRedeem(7))).toBe("done")
      expect(app.calls("RewardService.redeem")).toHaveLength(1)
      expect(selectRewardRequest(app.store.getState()).done?.id).toBe("rw-9")
    })
  )
  it.scoped(
    "money.md a resend of the same item reuses the open key; another item is another intent, with a key of its own",
    () =>
      Effect.gen(function* () {
        const app = yield* loggedIn({
          reward: {
            redeem: () => Effect.fail(new NetworkError({ message: "lost" })),
            history: Effect.succeed(rewardHistory([OLD]))
          }
        })
        yield* app.run(loadRewardHistory)
        expect(yield* app.run(redeemReward(102, 7))).toBe("not-done")
        yield* app.run(redeemReward(102, 7))
        yield* app.run(redeemReward(103, 7))
        const keys = app.calls("RewardService.redeem").map((call) => call.args[1])
        expect(keys).toHaveLength(3)
        expect(keys[1]).toBe(keys[0])
        expect(keys[2]).not.toBe(keys[0])
        expect(selectRewardRequest(app.store.getState()).pending).toMatchObject({ key: keys[2], rewardId: 103 })
      })
  )

  it.scoped(
    "money.md offline a press sends nothing and says so; the open redemption's key stays for the next press",
    () =>
      Effect.gen(function* () {
        const app = yield* loggedIn({
          reward: {
            redeem: () => Effect.fail(new NetworkError({ message: "lost" })),
            history: Effect.succeed(rewardHistory([OLD]))
          }
        })
        yield* app.run(loadRewardHistory)
        expect(yield* app.run(redeemReward(102, 7))).toBe("not-done")
        const key = selectRewardRequest(app.store.getState()).pending?.key
        app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
        expect(yield* app.run(redeemReward(102, 7))).toBe("not-done")
        expect(app.calls("RewardService.redeem")).toHaveLength(1)
        expect(app.tags()).toContain("RewardRedeemOffline")
        expect(selectRewardRequest(app.store.getState())).toMatchObject({
          pending: { key },
          error: ERROR_TEXT.NetworkError
        })
        app.store.dispatch({ _tag: "ConnectivityChanged", online: true })
        yield* app.run(redeemReward(102, 7))
        expect(app.calls("RewardService.redeem").map((call) => call.args[1])).toEqual([key, key])
      })
  )
})
