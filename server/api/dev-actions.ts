import type { DevAction } from "../dev/dev-action"
import { addressDevActions } from "./address"
import { depositDevActions } from "./deposit"
import { gamesDevActions } from "./games"
import { playerDevActions } from "./player"
import { rewardDevActions } from "./reward"
import { withdrawDevActions } from "./withdraw-settlement"
import { slipDevActions } from "./slip"
import { winlostDevActions } from "./winlost"
import { wheelDevActions } from "./wheel"
import { flipCardDevActions } from "./flip-card"
import { workerDevActions } from "../static/worker-deploy"

/** Every area's test-only control calls (POST /__dev/NAME): adding an area's adds its line here. */
export const AREA_DEV_ACTIONS: Readonly<Record<string, DevAction>> = {
  ...playerDevActions,
  ...depositDevActions,
  ...withdrawDevActions,
  ...slipDevActions,
  ...winlostDevActions,
  ...gamesDevActions,
  ...rewardDevActions,
  ...wheelDevActions,
  ...flipCardDevActions,
  ...addressDevActions,
  ...workerDevActions
}
