import type { GameCategory } from "../domain/game"

/**
 * The games lobby on a category's tab (UI-16): `paths.auth.gameCategory`, and on its own for the
 * provider frame's first-paint fill (#30), which must not carry the whole registry.
 */
export const gameLobbyPath = (category: GameCategory): string =>
  `/auth/games/category?cat=${encodeURIComponent(category)}`

/** Every path the app links to, in one registry: routes and links use these, never string paths. */
export const paths = {
  home: "/",
  login: "/login",
  /** 'ลืมรหัสผ่าน?': how to reset through support (#29; the API has no reset call). */
  forgotPassword: "/forgot-password",
  contact: "/contact",
  promotion: "/promotion",
  liveScore: "/live-score",
  score: "/score",
  maintenance: "/ma",
  notFound: "/404",
  register: "/register",
  /** The registration of a team's marketing link (ROUTE-28, ROUTE-29, OPEN-67). */
  registerTeamRoute: "/regis/:team/:marketing",
  registerTeamAltRoute: "/regiss/:team/:marketing",
  /** An affiliate's share link (ROUTE-30): registration with the inviter code filled and locked. */
  affiliateInvite: (code: string) => `/aff/${encodeURIComponent(code)}`,
  affiliateInviteRoute: "/aff/:afCode",
  auth: {
    root: "/auth",
    login: "/auth/login",
    dashboard: "/auth/dashboard",
    deposit: "/auth/deposit",
    depositSlip: "/auth/deposit/slip",
    withdraw: "/auth/withdraw",
    transactionHistory: "/auth/transaction/history",
    winlost: "/auth/winlost",
    affiliate: "/auth/affiliate",
    reward: "/auth/reward",
    rewardCategory: (categoryId: number) => `/auth/reward/${categoryId}`,
    /** One reward category's screen (ROUTE-12): {categoryId} is the category's number. */
    rewardCategoryRoute: "/auth/reward/:categoryId",
    /** The player's own account (issue #14); the delivery address is where goods rewards go. */
    settings: "/auth/settings",
    changePassword: "/auth/settings/change-password",
    manageAddress: "/auth/settings/manage-address",
    ranking: "/auth/user/ranking",
    contact: "/auth/contact",
    media: "/auth/media",
    wheel: "/auth/media/wheel",
    movie: "/auth/media/movie",
    flipCard: "/auth/media/flip-card",
    mediaPromotion: "/auth/media/promotion",
    gameCategory: gameLobbyPath,
    /** The category screen's route, without its `?cat=`. */
    gameCategoryRoute: "/auth/games/category",
    /** A provider's games (ROUTE-23, OPEN-63): {type} is the category, {slot} the provider's code. */
    gameProvider: (category: GameCategory, provider: string) =>
      `/auth/games/${encodeURIComponent(category)}/${encodeURIComponent(provider)}`,
    gameProviderRoute: "/auth/games/:type/:slot"
  }
} as const

/** Public paths a logged-in player may still see (AMB-04). */
export const PLAYER_VISIBLE_PUBLIC_PATHS: ReadonlyArray<string> = [paths.notFound, paths.maintenance]

/**
 * A player's path as its route under /auth writes it ("/auth/media/wheel" is "media/wheel"), so a
 * route and its links share the registry's one spelling.
 */
export const playerRoutePath = (path: string): string => path.replace(/^\/auth\//, "")
