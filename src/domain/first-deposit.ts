import type { DepositStatus } from "./deposit-schema"
import { ZERO_SATANG, type Satang } from "./money"

/**
 * Whether the dashboard offers 'ฝากครั้งแรก' (#29): the player's fresh balance is zero and none of
 * their deposits came in or is on its way (approved or pending). A rejected one never became money,
 * so the first deposit is still ahead. Not known yet (null) is no: the ordinary buttons stay.
 */
export const firstDepositDue = (
  balance: Satang | null,
  deposits: ReadonlyArray<{ readonly status: DepositStatus }> | null
): boolean => balance === ZERO_SATANG && deposits !== null && deposits.every((deposit) => deposit.status === "rejected")
