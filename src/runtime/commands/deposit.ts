import { Effect } from "effect"
import { userUuid } from "../../domain/user"
import { DepositAccountsEvents, DepositListEvents } from "../../events/deposit/events"
import { selectCurrentUser } from "../../events/session/selectors"
import { DepositService } from "../../services/deposit/deposit-service"
import { currentState, loadDataset } from "./dispatch"
import { refreshCredit } from "./player"

// The deposit screen's reads (#10 §1). A deposit by bank transfer is no write of the app's: the
// player transfers from their bank, the operator detects it and credits the balance, and the
// server's credit-changed brings the new balance and list here.

/** GET /api/deposit: the operator's receiving accounts. */
export const loadDepositAccounts = Effect.flatMap(DepositService, (deposits) =>
  loadDataset(DepositAccountsEvents, {}, deposits.accounts)
)

/** GET /api/auth/deposit/{uuid}: without a uuid nothing is sent (VAL-01, VAL-02). */
export const loadDeposits = Effect.gen(function* () {
  const uuid = userUuid(selectCurrentUser(yield* currentState))
  if (uuid === null) return
  const deposits = yield* DepositService
  yield* loadDataset(DepositListEvents, {}, deposits.deposits(uuid))
})

/** The whole screen: the balance at its top, the accounts and the deposits, side by side. */
export const loadDepositScreen = Effect.all([refreshCredit, loadDepositAccounts, loadDeposits], {
  concurrency: "unbounded",
  discard: true
})
