import type { DevAction } from "../dev/dev-action"
import { playerDevActions } from "./player"
import { winlostDevActions } from "./winlost"

/** Every area's test-only control calls (POST /__dev/NAME): adding an area's adds its line here. */
export const AREA_DEV_ACTIONS: Readonly<Record<string, DevAction>> = {
  ...playerDevActions,
  ...winlostDevActions
}
