// #10 §2 the slip commands over the test kit: a refused file sends nothing, verify dispatches its
// dataset and progress in tens, the deposit is one write per press (money.md): a second press sends
// nothing, a lost answer is read back from my/request and never resent, a refusal is the server's text.
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { ERROR_TEXT } from "../../../src/domain/error-text"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { selectSlipError, selectSlipResult, selectSlipVerify } from "../../../src/events/slip/selectors"
import { restoreSession } from "../../../src/runtime/commands/session"
import { depositSlip, verifySlip } from "../../../src/runtime/commands/slip"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { makeCallRecorder } from "../../support/call-recorder"
import { playerSession } from "../../support/sessions"
import { slipRequest, verifiedSlip } from "./slip-fixtures"

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

const png = (size = 1_000): File => new File([new Uint8Array(size)], "slip.png", { type: "image/png" })
const credit = { credit: () => Effect.succeed({ balance: satang(202_075), balanceType: "M" as const }) }
const deposited = { requestId: "slip-004DEMO0000000001", amount: satang(50_000), balance: satang(202_075) }

describe("verifySlip (#10 §2)", () => {
  it.scoped("#10 a file that is not an image is refused with 'ไฟล์ต้องเป็นรูปภาพ' and nothing is uploaded", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({ slip: { verify: () => rec.record("verify", Effect.succeed(verifiedSlip())) } })
      yield* app.run(verifySlip(new File(["%PDF"], "a.pdf", { type: "application/pdf" })))
      expect(rec.count("verify")).toBe(0)
      expect(selectSlipError(app.store.getState())).toBe("ไฟล์ต้องเป็นรูปภาพ")
    })
  )

  it.scoped("#10 a file over 10 MB is refused before upload", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* loggedIn({ slip: { verify: () => rec.record("verify", Effect.succeed(verifiedSlip())) } })
      yield* app.run(verifySlip(png(10 * 1024 * 1024 + 1)))
      expect(rec.count("verify")).toBe(0)
      expect(selectSlipError(app.store.getState())).toBe("ไฟล์ต้องมีขนาดไม่เกิน 10 MB")
    })
  )

  it.scoped("#10 an upload reports progress in tens and ends with the verified slip", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        slip: {
          verify: (_file, onProgress) =>
            Effect.sync(() => {
              for (const sent of [0.05, 0.12, 0.18, 0.55, 1]) onProgress(sent)
              return verifiedSlip()
            })
        }
      })
      yield* app.run(verifySlip(png()))
      const percents = app.eventsTagged("SlipUploadProgressed").map((event) => event.percent)
      expect(percents).toEqual([10, 50, 100])
      expect(selectSlipVerify(app.store.getState())._tag).toBe("Loaded")
    })
  )

  it.scoped("#10 ERR-14 a refusal keeps the server's Thai message", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        slip: { verify: () => Effect.fail(new ServerError({ status: 409, message: "สลิปนี้ถูกใช้แล้ว", body: null })) }
      })
      yield* app.run(verifySlip(png()))
      expect(selectSlipError(app.store.getState())).toBe("สลิปนี้ถูกใช้แล้ว")
      expect(selectSlipVerify(app.store.getState())).toEqual({ _tag: "Failed", message: "สลิปนี้ถูกใช้แล้ว" })
    })
  )

  it.scoped("#10 cancelling (interrupting) the upload clears the slip: SlipUploadCancelled", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ slip: { verify: () => Effect.as(Effect.sleep(5_000), verifiedSlip()) } })
      const fiber = yield* Effect.fork(app.run(verifySlip(png())))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(selectSlipVerify(app.store.getState())._tag).toBe("Loading")
      yield* Fiber.interrupt(fiber)
      expect(app.tags()).toContain("SlipUploadCancelled")
      expect(selectSlipVerify(app.store.getState())._tag).toBe("Idle")
    })
  )
})

const verified = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* loggedIn(options)
    yield* app.run(verifySlip(png()))
    return app
  })

describe("depositSlip (#10 §2, money.md)", () => {
  it.scoped("#10 confirm then request-deposit with a key: 'ฝากเงินสำเร็จ' with the new balance, credit refreshed", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* verified({
        slip: {
          verify: () => Effect.succeed(verifiedSlip()),
          confirm: () => rec.record("confirm", Effect.void),
          requestDeposit: (_ref, key) => rec.record(`deposit:${key.length > 0}`, Effect.succeed(deposited)),
          myRequests: Effect.succeed([slipRequest()])
        },
        user: credit
      })
      expect(yield* app.run(depositSlip)).toBe(true)
      expect(rec.calls).toEqual(["confirm", "deposit:true"])
      expect(selectSlipResult(app.store.getState()).deposited).toEqual(deposited)
      expect(app.tags()).toContain("CreditLoaded")
    })
  )

  it.scoped("#10 money.md a second press while the deposit is in flight sends nothing", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* verified({
        slip: {
          verify: () => Effect.succeed(verifiedSlip()),
          confirm: () => Effect.void,
          requestDeposit: () => rec.record("deposit", Effect.as(Effect.sleep(1_000), deposited)),
          myRequests: Effect.succeed([slipRequest()])
        },
        user: credit
      })
      const first = yield* Effect.fork(app.run(depositSlip))
      yield* Effect.repeatN(Effect.yieldNow(), 5)
      expect(yield* app.run(depositSlip)).toBe(false)
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe(true)
      expect(rec.count("deposit")).toBe(1)
      expect(app.tags().filter((tag) => tag === "SlipDepositStarted")).toHaveLength(1)
    })
  )

  it.scoped("#10 money.md a lost answer is read back from my/request, never resent", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* verified({
        slip: {
          verify: () => Effect.succeed(verifiedSlip()),
          confirm: () => Effect.void,
          requestDeposit: () => rec.record("deposit", Effect.fail(new NetworkError({ message: "lost" }))),
          myRequests: Effect.succeed([slipRequest()])
        },
        user: credit
      })
      expect(yield* app.run(depositSlip)).toBe(true)
      expect(rec.count("deposit")).toBe(1)
      expect(app.tags()).toContain("SlipDepositUnsure")
      expect(selectSlipResult(app.store.getState()).deposited).toMatchObject({ amount: satang(50_000), balance: null })
    })
  )

  it.scoped("#10 money.md a lost answer that did not happen keeps its key for the player's resend", () =>
    Effect.gen(function* () {
      const keys: Array<string> = []
      const app = yield* verified({
        slip: {
          verify: () => Effect.succeed(verifiedSlip()),
          confirm: () => Effect.void,
          requestDeposit: (_ref, key) => {
            keys.push(key)
            return keys.length === 1 ? Effect.fail(new NetworkError({ message: "lost" })) : Effect.succeed(deposited)
          },
          myRequests: Effect.succeed([])
        },
        user: credit
      })
      expect(yield* app.run(depositSlip)).toBe(false)
      expect(selectSlipResult(app.store.getState()).phase).toBe("not-done")
      expect(yield* app.run(depositSlip)).toBe(true)
      expect(keys).toHaveLength(2)
      expect(keys[1]).toBe(keys[0])
    })
  )

  it.scoped("#10 ERR-14 confirm refusing a slip used meanwhile shows its message and requests nothing", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* verified({
        slip: {
          verify: () => Effect.succeed(verifiedSlip()),
          confirm: () => Effect.fail(new ServerError({ status: 409, message: "สลิปนี้ถูกใช้แล้ว", body: null })),
          requestDeposit: () => rec.record("deposit", Effect.succeed(deposited))
        }
      })
      expect(yield* app.run(depositSlip)).toBe(false)
      expect(rec.count("deposit")).toBe(0)
      expect(selectSlipError(app.store.getState())).toBe("สลิปนี้ถูกใช้แล้ว")
    })
  )

  it.scoped(
    "#10 confirm's lost answer is a refusal (it credits nothing): the network message, no read-back, a new key next",
    () =>
      Effect.gen(function* () {
        const keys: Array<string> = []
        let confirms = 0
        let reads = 0
        const app = yield* verified({
          slip: {
            verify: () => Effect.succeed(verifiedSlip()),
            confirm: () =>
              Effect.suspend(() =>
                confirms++ === 0 ? Effect.fail(new NetworkError({ message: "lost" })) : Effect.void
              ),
            requestDeposit: (_ref, key) => Effect.sync(() => keys.push(key)).pipe(Effect.as(deposited)),
            myRequests: Effect.sync(() => reads++).pipe(Effect.as([slipRequest()]))
          },
          user: credit
        })
        expect(yield* app.run(depositSlip)).toBe(false)
        expect(keys).toHaveLength(0)
        expect(reads).toBe(0)
        expect(app.tags()).toContain("SlipDepositFailed")
        expect(app.tags()).not.toContain("SlipDepositUnsure")
        expect(selectSlipError(app.store.getState())).toBe(ERROR_TEXT.NetworkError)
        expect(selectSlipResult(app.store.getState())).toMatchObject({ phase: null, pending: null })
        const firstKey = app.eventsTagged("SlipDepositStarted")[0]?.key
        expect(yield* app.run(depositSlip)).toBe(true)
        expect(keys).toHaveLength(1)
        expect(keys[0]).not.toBe(firstKey)
      })
  )

  it.scoped("#28 offline a press sends nothing and says the network message", () =>
    Effect.gen(function* () {
      const rec = makeCallRecorder()
      const app = yield* verified({
        slip: {
          verify: () => Effect.succeed(verifiedSlip()),
          confirm: () => rec.record("confirm", Effect.void),
          requestDeposit: () => rec.record("deposit", Effect.succeed(deposited))
        }
      })
      app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
      expect(yield* app.run(depositSlip)).toBe(false)
      expect(rec.calls).toEqual([])
      expect(app.tags()).toContain("SlipDepositOffline")
      expect(app.tags()).not.toContain("SlipDepositStarted")
      expect(selectSlipError(app.store.getState())).toBe(ERROR_TEXT.NetworkError)
    })
  )
})
