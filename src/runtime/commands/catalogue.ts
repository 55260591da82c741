// Every command a screen may run, in one module: the screens name them through a CommandRunner
// (runtime/react/app-context.tsx), so the Effect runtime and these commands load after the first
// paint. Adding an area adds its line here: the names of its commands, or, for an area loaded on
// first use, its file of lazy commands (<area>-lazy.ts).
export { checkIn, dismissCheckIn, loadCheckIn, verifyCheckIn } from "./check-in"
export { loadConfiguration } from "./configuration"
export { showChatWidget, toggleChatWidget } from "./contact"
export {
  loadCategoryGames,
  loadGameCategoryScreen,
  loadGameLobby,
  loadProviderScreen,
  openGame,
  pullBackGameCredit,
  returnFromGame,
  toggleFavouriteGame
} from "./games"
export { chooseGameCategory, keepGridPlace, loadGridPlace, restoreGameCategory } from "./game-memory"
export { keepCreditShown, refreshCredit, refreshCreditOnPress } from "./player"
export { watchConnectivity, watchOnlineCount } from "./realtime"
export { login, logout } from "./session"
export { followOtherTabs } from "./session-sync"
export { keepShellSnapshot } from "./shell-snapshot"
export { loadGlobalSetting, reloadPublicData, watchForMaintenance } from "./site"
export { loadStartData } from "./start"

// The areas whose screens are rarely the first a visit opens, one file each: their commands load
// with the first one run, not with the runtime every page loads at start (lazy-area.ts).
export * from "./register-lazy"
export * from "./deposit-lazy"
export * from "./history-lazy"
export * from "./slip-lazy"
export * from "./withdraw-lazy"
export * from "./winlost-lazy"
export * from "./maintenance-lazy"
export * from "./affiliate-lazy"
export * from "./announcement-lazy"
export * from "./reward-lazy"
export * from "./ranking-lazy"
export * from "./wheel-lazy"
export * from "./flip-card-lazy"
export * from "./account-lazy"
export * from "./password-lazy"
export * from "./address-lazy"
