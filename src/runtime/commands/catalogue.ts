// Every command a screen may run, in one module: the screens name them through a CommandRunner
// (runtime/react/command-runner.ts), so the Effect runtime and these commands load after the first
// paint. Adding an area adds its line here.
export {
  clearAffiliateWithdrawal,
  loadAffiliateBonus,
  loadAffiliateScreen,
  reloadAffiliateMoney,
  verifyAffiliateWithdrawal,
  withdrawAffiliateIncome
} from "./affiliate"
export { checkIn, dismissCheckIn, loadCheckIn, verifyCheckIn } from "./check-in"
export { showChatWidget } from "./contact"
export { loadDepositAccounts, loadDeposits, loadDepositScreen } from "./deposit"
export {
  chooseGameCategory,
  loadCategoryGames,
  loadGameCategoryScreen,
  loadGameLobby,
  loadProviderScreen,
  openGame,
  pullBackGameCredit,
  returnFromGame,
  toggleFavouriteGame
} from "./games"
export { chooseHistoryFilter, loadHistory, loadMoreHistory } from "./history"
export { refreshCredit, refreshCreditOnPress } from "./player"
export { watchConnectivity, watchOnlineCount } from "./realtime"
export { login, logout } from "./session"
export { followOtherTabs } from "./session-sync"
export { loadGlobalSetting, reloadPublicData } from "./site"
export { clearSlip, depositSlip, loadSlipRequests, verifySlip, verifySlipDeposit } from "./slip"
export { loadStartData } from "./start"
export { loadPublicWithdrawals, loadWithdraw, retryWithdraw, verifyWithdraw, withdraw } from "./withdraw"
export { claimWinlost, loadWinlost, transferWinlostToBank, verifyWinlost } from "./winlost"
