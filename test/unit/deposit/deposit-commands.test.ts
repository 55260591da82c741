import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { ServerError } from "../../../src/domain/errors"
import { satang } from "../../../src/domain/money"
import { loadDeposits, loadDepositScreen } from "../../../src/runtime/commands/deposit"
import { restoreSession } from "../../../src/runtime/commands/session"
import { makeAppHarness, type HarnessOptions } from "../../support/app-harness"
import { playerSession } from "../../support/sessions"
import { player } from "../events/fixtures"

const deposit = {
  id: "d1",
  amount: satang(50_000),
  status: "pending" as const,
  channel: "สลิป",
  createdAt: "2026-11-20T10:00:00.000Z",
  note: null
}

const loggedIn = (options: HarnessOptions) =>
  Effect.gen(function* () {
    const app = yield* makeAppHarness({ storedSession: playerSession, ...options })
    yield* app.run(restoreSession)
    return app
  })

describe("the deposit screen's reads (#10 §1)", () => {
  it.scoped("API-26 the player's deposits are read by the player's uuid", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({ deposit: { deposits: () => Effect.succeed([deposit]) } })
      yield* app.run(loadDeposits)
      expect(app.calls("DepositService.deposits").map((c) => c.args)).toEqual([[player.profile?.uuid]])
      expect(app.store.getState().deposit.list).toEqual({ _tag: "Loaded", data: [deposit] })
    })
  )

  it.scoped("VAL-01 without a logged-in player nothing is sent", () =>
    Effect.gen(function* () {
      const app = yield* makeAppHarness({ deposit: { deposits: () => Effect.succeed([deposit]) } })
      yield* app.run(loadDeposits)
      expect(app.calls("DepositService.deposits")).toEqual([])
    })
  )

  it.scoped("#10 the screen loads the balance, the accounts and the deposits; a failed read stores its Thai text", () =>
    Effect.gen(function* () {
      const app = yield* loggedIn({
        deposit: {
          accounts: Effect.fail(new ServerError({ status: 500, message: "ระบบขัดข้อง", body: null })),
          deposits: () => Effect.succeed([deposit])
        },
        user: { credit: () => Effect.succeed({ balance: satang(1_000), balanceType: "M" as const }) }
      })
      yield* app.run(loadDepositScreen)
      const state = app.store.getState()
      expect(state.deposit.accounts).toEqual({ _tag: "Failed", message: "ระบบขัดข้อง" })
      expect(state.deposit.list._tag).toBe("Loaded")
      expect(app.calls("UserService.credit")).toHaveLength(1)
      expect(app.calls("DepositService.accounts")).toHaveLength(1)
    })
  )
})
