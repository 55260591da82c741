import { Context, Effect, Fiber, FiberHandle, Layer, Ref } from "effect"
import { CreditFailed, CreditLoaded, CreditRequested } from "../../events/user-events"
import { selectCurrentUser } from "../../events/selectors"
import { UserService } from "../../services/user-service"
import { currentState, dispatch } from "./dispatch"
import { loadInto } from "./report-failure"

/**
 * Latest wins (STORE-09, DESIGN-07): each refresh runs in one FiberHandle, so starting a new one
 * interrupts the fiber in flight and aborts its fetch. Request ids guard the reducer as well.
 */
export class CreditRefresher extends Context.Tag("app/CreditRefresher")<
  CreditRefresher,
  { readonly handle: FiberHandle.FiberHandle; readonly nextId: Effect.Effect<number> }
>() {
  static readonly layer = Layer.scoped(
    CreditRefresher,
    Effect.gen(function* () {
      const handle = yield* FiberHandle.make()
      const counter = yield* Ref.make(0)
      return { handle, nextId: Ref.updateAndGet(counter, (n) => n + 1) }
    })
  )
}

const fetchCredit = (requestId: number) =>
  Effect.gen(function* () {
    const user = selectCurrentUser(yield* currentState)
    if (user === null) return
    const users = yield* UserService
    yield* dispatch(CreditRequested.make({ requestId }))
    yield* loadInto(
      users.credit(user.user_pass.username),
      (credit) => dispatch(CreditLoaded.make({ requestId, credit })),
      (message) => dispatch(CreditFailed.make({ requestId, message }))
    )
  })

/**
 * Refreshes the balance; resolves when this refresh settles or a newer one replaces it. Interrupting
 * the caller (the dashboard going away) interrupts the refresh too, so its fetch is aborted.
 */
export const refreshCredit = Effect.gen(function* () {
  const refresher = yield* CreditRefresher
  const requestId = yield* refresher.nextId
  const fiber = yield* FiberHandle.run(refresher.handle, fetchCredit(requestId))
  yield* Fiber.await(fiber).pipe(Effect.onInterrupt(() => Fiber.interrupt(fiber)))
})
