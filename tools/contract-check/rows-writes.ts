import { addressEndpoints } from "../../src/services/address/endpoints"
import { affiliateEndpoints } from "../../src/services/affiliate/endpoints"
import { checkInEndpoints } from "../../src/services/check-in/endpoints"
import { flipCardEndpoints } from "../../src/services/flip-card/endpoints"
import { gamesEndpoints } from "../../src/services/games/endpoints"
import { passwordEndpoints } from "../../src/services/password/endpoints"
import { registerEndpoints } from "../../src/services/register/endpoints"
import { rewardEndpoints } from "../../src/services/reward/endpoints"
import { slipEndpoints } from "../../src/services/slip/endpoints"
import { wheelEndpoints } from "../../src/services/wheel/endpoints"
import { winlostEndpoints } from "../../src/services/winlost/endpoints"
import { withdrawEndpoints } from "../../src/services/withdraw/endpoints"
import type { Endpoint } from "../../src/services/contract"
import { check, needing, skip, type Row } from "./row"

// The contract's writes. Without --writes none is sent (each is reported skipped). With --writes
// and a named sandbox, the ones below `SENT` go out, each with a fresh Idempotency-Key: they only
// spend the test player's daily chances or put back what was read (the address). The rest move
// money, points or the account itself, or need a real bank slip: they are listed, never sent.

const SENT: ReadonlyArray<Row> = [
  check(checkInEndpoints.checkIn, { kind: "write", input: () => ({ params: {}, body: undefined }) }),
  check(wheelEndpoints.wheelReward, {
    kind: "write",
    input: (f) => needing(f.uuid, "player uuid", (uuid) => ({ params: {}, body: { uuid } }))
  }),
  check(flipCardEndpoints.flipCardReward, { kind: "write", input: () => ({ params: {}, body: { cardIndex: 0 } }) }),
  // Brings back what a game still holds; with nothing held it is a no-op that answers amount 0.
  check(gamesEndpoints.cashOut, { kind: "write", input: () => ({ params: {}, body: {} }) }),
  // The address the player has, saved again unchanged; a player without one is skipped.
  check(addressEndpoints.saveAddress, {
    kind: "write",
    input: (f) => needing(f.address, "saved address", (address) => ({ params: {}, body: address }))
  })
]

/** A write the checker lists but never sends, with the reason the report gives. */
const manual = <Name extends string, Param extends string, BodyA, BodyI, DataA, DataI>(
  endpoint: Endpoint<Name, Param, BodyA, BodyI, DataA, DataI>,
  why: string
): Row => check(endpoint, { kind: "write", manualOnly: why, input: () => skip("writes", why) })

const MONEY = "moves money or points (check it by hand in the sandbox)"

const NEVER_SENT: ReadonlyArray<Row> = [
  manual(registerEndpoints.register, "creates an account"),
  manual(passwordEndpoints.changePassword, "would change the checking player's password"),
  manual(gamesEndpoints.openGame, MONEY),
  manual(withdrawEndpoints.withdraw, MONEY),
  manual(withdrawEndpoints.retryWithdraw, MONEY),
  manual(affiliateEndpoints.affiliateWithdraw, MONEY),
  manual(winlostEndpoints.winlostClaim, MONEY),
  manual(winlostEndpoints.transferToBank, MONEY),
  manual(rewardEndpoints.rewardRequest, MONEY),
  manual(slipEndpoints.verify, "needs a real bank slip"),
  manual(slipEndpoints.confirm, "needs a real bank slip"),
  manual(slipEndpoints.requestDeposit, "needs a real bank slip")
]

export const writeRows: ReadonlyArray<Row> = [...SENT, ...NEVER_SENT]
