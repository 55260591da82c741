import { accountRoutes } from "./account"
import { addressRoutes } from "./address"
import { affiliateRoutes } from "./affiliate"
import { announcementRoutes } from "./announcement"
import { checkInRoutes } from "./check-in"
import { depositRoutes } from "./deposit"
import { gamesRoutes } from "./games"
import { historyRoutes } from "./history"
import { passwordRoutes } from "./password"
import { playerRoutes } from "./player"
import { rankingRoutes } from "./ranking"
import { registerRoutes } from "./register"
import { rewardRoutes } from "./reward"
import type { Route } from "./route"
import { sessionRoutes } from "./session"
import { slipRoutes } from "./slip"
import { siteRoutes } from "./site"
import { withdrawRoutes } from "./withdraw"
import { wheelRoutes } from "./wheel"
import { flipCardRoutes } from "./flip-card"
import { winlostRoutes } from "./winlost"

/** Every area's routes (server/api/<area>.ts): adding an area adds its line here. */
const AREAS: Readonly<Record<string, ReadonlyArray<Route>>> = {
  session: sessionRoutes,
  site: siteRoutes,
  player: playerRoutes,
  checkIn: checkInRoutes,
  deposit: depositRoutes,
  withdraw: withdrawRoutes,
  slip: slipRoutes,
  winlost: winlostRoutes,
  history: historyRoutes,
  games: gamesRoutes,
  register: registerRoutes,
  affiliate: affiliateRoutes,
  announcement: announcementRoutes,
  reward: rewardRoutes,
  ranking: rankingRoutes,
  wheel: wheelRoutes,
  flipCard: flipCardRoutes,
  account: accountRoutes,
  password: passwordRoutes,
  address: addressRoutes
}

export const API_ROUTES: ReadonlyArray<Route> = Object.values(AREAS).flat()
