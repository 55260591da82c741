import type { RewardRequestStatus } from "../../domain/reward"
import type { StatusTone } from "../status-pill"

/**
 * A redemption's status in the tones every list uses (#29): waiting until the goods have arrived
 * (shipped is still on its way, not yet done), done, and refused for a cancelled one.
 */
export const toneOfRewardStatus = (status: RewardRequestStatus): StatusTone =>
  status === "done" ? "done" : status === "cancelled" ? "refused" : "waiting"
