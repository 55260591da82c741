import { paths } from "../routes/paths"
import { accountTexts } from "../ui/account/texts"
import { addressTexts } from "../ui/address/texts"
import { affiliateTexts } from "../ui/affiliate/texts"
import { contactTexts } from "../ui/contact/texts"
import { dashboardTexts } from "../ui/dashboard/texts"
import { depositTexts } from "../ui/deposit/texts"
import { flipCardTexts } from "../ui/flip-card/texts"
import { gamesTexts } from "../ui/games/texts"
import { historyTexts } from "../ui/history/texts"
import { mediaTexts } from "../ui/media/texts"
import { passwordTexts } from "../ui/password/texts"
import { rankingTexts } from "../ui/ranking/texts"
import { rewardTexts } from "../ui/reward/texts"
import { slipTexts } from "../ui/slip/texts"
import { wheelTexts } from "../ui/wheel/texts"
import { winlostTexts } from "../ui/winlost/texts"
import { withdrawTexts } from "../ui/withdraw/texts"

/** A player screen whose frame the build prerenders (#30), with the page name its screen sets. */
export interface PlayerFramePage {
  /** Where the build draws it. */
  readonly path: string
  readonly title: string
  /** The route it is answered for, when not `path` alone: a pattern of the app's routes. */
  readonly route?: string
}

/**
 * Every player screen of spec §2 with a fixed address, and a provider's games: one frame, drawn
 * for one provider, answered for every provider's address (page-name.ts), whose first-paint fill
 * names the provider and its kept games (#30). A reward category (a number in the path) and the
 * lobby or a provider's search with a query get the app's shell: the server answers a frame only
 * for an address without one (server/static/app-files.ts).
 */
export const PLAYER_FRAME_PAGES: ReadonlyArray<PlayerFramePage> = [
  { path: paths.auth.dashboard, title: dashboardTexts.pageName },
  { path: paths.auth.deposit, title: depositTexts.pageName },
  { path: paths.auth.depositSlip, title: slipTexts.pageName },
  { path: paths.auth.withdraw, title: withdrawTexts.pageName },
  { path: paths.auth.transactionHistory, title: historyTexts.pageName },
  { path: paths.auth.winlost, title: winlostTexts.pageName },
  { path: paths.auth.gameCategoryRoute, title: gamesTexts.pageName },
  { path: paths.auth.gameProvider("slot", "JK"), route: paths.auth.gameProviderRoute, title: gamesTexts.pageName },
  { path: paths.auth.affiliate, title: affiliateTexts.pageName },
  { path: paths.auth.reward, title: rewardTexts.pageName },
  { path: paths.auth.ranking, title: rankingTexts.pageName },
  { path: paths.auth.media, title: mediaTexts.hub.pageName },
  { path: paths.auth.wheel, title: wheelTexts.pageName },
  { path: paths.auth.flipCard, title: flipCardTexts.pageName },
  { path: paths.auth.movie, title: mediaTexts.movie.pageName },
  { path: paths.auth.mediaPromotion, title: mediaTexts.promotion.pageName },
  { path: paths.auth.contact, title: contactTexts.pageNames.playerContact },
  { path: paths.auth.settings, title: accountTexts.pageName },
  { path: paths.auth.changePassword, title: passwordTexts.pageName },
  { path: paths.auth.manageAddress, title: addressTexts.pageName }
]
