import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, TestClock } from "effect"
import { NetworkError, ServerError } from "../../../src/domain/errors"
import { selectAddressSave, selectAddressSaveBusy, selectUserAddress } from "../../../src/events/address/selectors"
import { loadAddress, saveAddress, verifyAddressSave } from "../../../src/runtime/commands/address"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { profile } from "../events/fixtures"
import { sampleAddress } from "./fixtures"

// The address commands (#14, API-54, API-55, money.md): the screen's load, and 'บันทึก' sent once
// with an Idempotency-Key, a lost answer read back with GET mine, never resent by itself.

const address = sampleAddress()

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({
      storedSession: playerSession,
      ...options,
      user: { profile: () => Effect.succeed(profile), ...options.user }
    })
    yield* app.run(restoreSession)
    return app
  })

describe("address commands (#14)", () => {
  it.scoped("API-54 the load asks GET mine once; none yet is a loaded null", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ address: { mine: Effect.succeed(null) } })
      yield* app.run(loadAddress)
      expect(app.calls("AddressService.mine")).toHaveLength(1)
      expect(selectUserAddress(app.store.getState())).toEqual({ _tag: "Loaded", data: null })
    })
  )

  it.scoped("API-55 the save sends the address with a key; the answer replaces state.userAddress", () =>
    Effect.gen(function* () {
      const stored = sampleAddress({ recipientName: "มานี" })
      const app = yield* loggedIn({ address: { save: () => Effect.succeed(stored) } })
      expect(yield* app.run(saveAddress(address))).toBe("done")
      const [sent, key] = app.calls("AddressService.save")[0]?.args ?? []
      expect(sent).toEqual(address)
      expect(typeof key).toBe("string")
      expect(selectUserAddress(app.store.getState())).toEqual({ _tag: "Loaded", data: stored })
    })
  )

  it.scoped("money.md a second press while one is in flight sends nothing", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ address: { save: () => Effect.as(Effect.sleep(1_000), address) } })
      const first = yield* Effect.fork(app.run(saveAddress(address)))
      yield* Effect.repeatN(Effect.yieldNow(), 3)
      expect(selectAddressSaveBusy(app.store.getState())).toBe(true)
      expect(yield* app.run(saveAddress(address))).toBe("not-done")
      yield* TestClock.adjust(1_000)
      expect(yield* Fiber.join(first)).toBe("done")
      expect(app.calls("AddressService.save")).toHaveLength(1)
    })
  )

  it.scoped("OPEN-20 a refusal keeps the server's Thai message; the next press is a new intent", () =>
    Effect.gen(function* () {
      const refusal = new ServerError({ status: 400, message: "รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก", body: null })
      const app = yield* loggedIn({ address: { save: () => Effect.fail(refusal) } })
      expect(yield* app.run(saveAddress(address))).toBe("refused")
      expect(selectAddressSave(app.store.getState()).error).toBe("รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก")
      yield* app.run(saveAddress(address))
      const keys = app.calls("AddressService.save").map((call) => call.args[1])
      expect(keys[0]).not.toBe(keys[1])
    })
  )

  it.scoped("money.md a lost answer is read back with GET mine: the address there means saved, nothing resent", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        address: { save: () => Effect.fail(new NetworkError({ message: "lost" })), mine: Effect.succeed(address) }
      })
      expect(yield* app.run(saveAddress(address))).toBe("done")
      expect(app.calls("AddressService.save")).toHaveLength(1)
      expect(app.tags()).toContain("AddressSaveUnsure")
      expect(selectAddressSave(app.store.getState())).toMatchObject({ phase: null, pending: null })
    })
  )

  it.scoped("money.md a lost answer that did not save keeps the key; a resend of the same address reuses it", () =>
    Effect.gen(function* () {
      let reads = 0
      const app = yield* loggedIn({
        address: {
          save: () => Effect.fail(new NetworkError({ message: "lost" })),
          mine: Effect.suspend(() =>
            ++reads === 2 ? Effect.fail(new NetworkError({ message: "down" })) : Effect.succeed(null)
          )
        }
      })
      expect(yield* app.run(saveAddress(address))).toBe("not-done")
      expect(selectAddressSave(app.store.getState())).toMatchObject({ phase: "not-done", pending: { address } })
      // The second read fails: 'ตรวจสอบอีกครั้ง' is offered, still nothing resent.
      expect(yield* app.run(saveAddress(address))).toBe("unknown")
      expect(selectAddressSave(app.store.getState()).phase).toBe("unverified")
      const keys = app.calls("AddressService.save").map((call) => call.args[1])
      expect(keys).toHaveLength(2)
      expect(keys[0]).toBe(keys[1])
      expect(yield* app.run(verifyAddressSave)).toBe("not-done")
      expect(app.calls("AddressService.save")).toHaveLength(2)
    })
  )
  it.scoped("money.md after a save read back as not saved, another address is a new intent: a new key", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        address: { save: () => Effect.fail(new NetworkError({ message: "lost" })), mine: Effect.succeed(null) }
      })
      expect(yield* app.run(saveAddress(address))).toBe("not-done")
      const other = sampleAddress({ houseNo: "8" })
      expect(yield* app.run(saveAddress(other))).toBe("not-done")
      const keys = app.calls("AddressService.save").map((call) => call.args[1])
      expect(keys).toHaveLength(2)
      expect(keys[1]).not.toBe(keys[0])
      expect(selectAddressSave(app.store.getState())).toMatchObject({ phase: "not-done", pending: { address: other } })
    })
  )

  it.scoped("money.md offline nothing is sent; an open save keeps its key for the press that follows", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        address: { save: () => Effect.fail(new NetworkError({ message: "lost" })), mine: Effect.succeed(null) }
      })
      expect(yield* app.run(saveAddress(address))).toBe("not-done")
      const open = selectAddressSave(app.store.getState()).pending?.key
      app.store.dispatch({ _tag: "ConnectivityChanged", online: false })
      expect(yield* app.run(saveAddress(address))).toBe("offline")
      expect(app.calls("AddressService.save")).toHaveLength(1)
      expect(selectAddressSave(app.store.getState())).toMatchObject({ phase: "not-done", pending: { key: open } })
      app.store.dispatch({ _tag: "ConnectivityChanged", online: true })
      yield* app.run(saveAddress(address))
      expect(app.calls("AddressService.save").map((call) => call.args[1])).toEqual([open, open])
    })
  )
})
