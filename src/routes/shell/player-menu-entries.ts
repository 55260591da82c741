import type { PlayerMenuEntry } from "../../ui/shell/player-menu"
import { shellTexts } from "../../ui/shell/texts"
import { paths } from "../paths"

/** Every player screen there is, in the menu's order: a screen that lands adds its line here. */
export const PLAYER_MENU: ReadonlyArray<PlayerMenuEntry> = [
  { href: paths.auth.dashboard, label: shellTexts.playerMenu.dashboard, icon: "home" },
  { href: paths.auth.gameCategoryRoute, label: shellTexts.playerMenu.games, icon: "play" },
  { href: paths.auth.deposit, label: shellTexts.playerMenu.deposit, icon: "deposit" },
  { href: paths.auth.withdraw, label: shellTexts.playerMenu.withdraw, icon: "withdraw" },
  { href: paths.auth.transactionHistory, label: shellTexts.playerMenu.transactionHistory, icon: "history" },
  { href: paths.auth.winlost, label: shellTexts.playerMenu.winlost, icon: "refund" },
  { href: paths.auth.affiliate, label: shellTexts.playerMenu.affiliate, icon: "friends" },
  { href: paths.auth.reward, label: shellTexts.playerMenu.reward, icon: "gift" },
  { href: paths.auth.wheel, label: shellTexts.playerMenu.wheel, icon: "wheel" },
  { href: paths.auth.flipCard, label: shellTexts.playerMenu.flipCard, icon: "cards" },
  { href: paths.auth.ranking, label: shellTexts.playerMenu.ranking, icon: "trophy" },
  { href: paths.auth.media, label: shellTexts.playerMenu.media, icon: "media" },
  { href: paths.auth.settings, label: shellTexts.playerMenu.account, icon: "account" },
  { href: paths.auth.contact, label: shellTexts.playerMenu.contact, icon: "contact" }
]
