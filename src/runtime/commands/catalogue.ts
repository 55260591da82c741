// Every command a screen may run, in one module: the screens name them through a CommandRunner
// (runtime/react/app-context.tsx), so the Effect runtime and these commands load after the first
// paint. Adding an area adds its line here.
import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"
export { checkIn, dismissCheckIn, loadCheckIn, verifyCheckIn } from "./check-in"
export { loadConfiguration } from "./configuration"
export { showChatWidget, toggleChatWidget } from "./contact"
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
export { keepCreditShown, refreshCredit, refreshCreditOnPress } from "./player"
export { watchConnectivity, watchOnlineCount } from "./realtime"
export { login, logout } from "./session"
export { followOtherTabs } from "./session-sync"
export { keepShellSnapshot } from "./shell-snapshot"
export { loadGlobalSetting, reloadPublicData } from "./site"
export { loadStartData } from "./start"

// Registration runs on its own pages only: its commands load with the first one a screen runs.
const registerArea = areaModule(() => import("./register"))
export const checkRegisterBankAccount = lazyCommand(registerArea, (m) => m.checkRegisterBankAccount)
export const checkRegisterInviter = lazyCommand(registerArea, (m) => m.checkRegisterInviter)
export const checkRegisterPhone = lazyCommand(registerArea, (m) => m.checkRegisterPhone)
export const checkRegisterUsername = lazyCommand(registerArea, (m) => m.checkRegisterUsername)
export const completeRegisterStep1 = lazyCommand(registerArea, (m) => m.completeRegisterStep1)
export const loadRegisterDraft = lazyEffect(registerArea, (m) => m.loadRegisterDraft)
export const openRegistration = lazyCommand(registerArea, (m) => m.openRegistration)
export const register = lazyCommand(registerArea, (m) => m.register)
export const registerStepBack = lazyEffect(registerArea, (m) => m.registerStepBack)
export const saveRegisterDraft = lazyCommand(registerArea, (m) => m.saveRegisterDraft)
export const verifyRegistration = lazyCommand(registerArea, (m) => m.verifyRegistration)

// The money areas run on their own screens (and the home page's public strip, after its paint):
// their commands load with the first one run, not with the runtime every page loads at start.
const depositArea = areaModule(() => import("./deposit"))
export const loadDepositAccounts = lazyEffect(depositArea, (m) => m.loadDepositAccounts)
export const loadDepositScreen = lazyEffect(depositArea, (m) => m.loadDepositScreen)
export const loadDeposits = lazyEffect(depositArea, (m) => m.loadDeposits)
const historyArea = areaModule(() => import("./history"))
export const chooseHistoryFilter = lazyCommand(historyArea, (m) => m.chooseHistoryFilter)
export const loadHistory = lazyEffect(historyArea, (m) => m.loadHistory)
export const loadMoreHistory = lazyEffect(historyArea, (m) => m.loadMoreHistory)
const slipArea = areaModule(() => import("./slip"))
export const clearSlip = lazyEffect(slipArea, (m) => m.clearSlip)
export const depositSlip = lazyEffect(slipArea, (m) => m.depositSlip)
export const loadSlipRequests = lazyEffect(slipArea, (m) => m.loadSlipRequests)
export const verifySlip = lazyCommand(slipArea, (m) => m.verifySlip)
export const verifySlipDeposit = lazyEffect(slipArea, (m) => m.verifySlipDeposit)
const withdrawArea = areaModule(() => import("./withdraw"))
export const loadPublicWithdrawals = lazyEffect(withdrawArea, (m) => m.loadPublicWithdrawals)
export const loadWithdraw = lazyEffect(withdrawArea, (m) => m.loadWithdraw)
export const retryWithdraw = lazyCommand(withdrawArea, (m) => m.retryWithdraw)
export const verifyWithdraw = lazyEffect(withdrawArea, (m) => m.verifyWithdraw)
export const withdraw = lazyCommand(withdrawArea, (m) => m.withdraw)
const winlostArea = areaModule(() => import("./winlost"))
export const claimWinlost = lazyEffect(winlostArea, (m) => m.claimWinlost)
export const loadWinlost = lazyEffect(winlostArea, (m) => m.loadWinlost)
export const transferWinlostToBank = lazyEffect(winlostArea, (m) => m.transferWinlostToBank)
export const verifyWinlost = lazyEffect(winlostArea, (m) => m.verifyWinlost)

// The maintenance page's rechecks (#15): only that page runs them.
const maintenanceArea = areaModule(() => import("./maintenance"))
export const recheckOperation = lazyEffect(maintenanceArea, (m) => m.recheckOperation)
export const watchOperation = lazyEffect(maintenanceArea, (m) => m.watchOperation)

// The affiliate screen's commands, on first use as well.
const affiliateArea = areaModule(() => import("./affiliate"))
export const clearAffiliateWithdrawal = lazyEffect(affiliateArea, (m) => m.clearAffiliateWithdrawal)
export const loadAffiliateBonus = lazyCommand(affiliateArea, (m) => m.loadAffiliateBonus)
export const loadAffiliateScreen = lazyEffect(affiliateArea, (m) => m.loadAffiliateScreen)
export const reloadAffiliateMoney = lazyEffect(affiliateArea, (m) => m.reloadAffiliateMoney)
export const verifyAffiliateWithdrawal = lazyEffect(affiliateArea, (m) => m.verifyAffiliateWithdrawal)
export const withdrawAffiliateIncome = lazyCommand(affiliateArea, (m) => m.withdrawAffiliateIncome)

// Announcements load after the first paint, with the bell and the ticker: their module with them.
const announcementArea = areaModule(() => import("./announcement"))
export const loadAnnouncements = lazyEffect(announcementArea, (m) => m.loadAnnouncements)
export const markAnnouncementsRead = lazyCommand(announcementArea, (m) => m.markAnnouncementsRead)
export const dismissAnnouncementTicker = lazyCommand(announcementArea, (m) => m.dismissAnnouncementTicker)
// The rewards' commands (issue #13), on first use as well.
const rewardArea = areaModule(() => import("./reward"))
export const loadRewardScreen = lazyCommand(rewardArea, (m) => m.loadRewardScreen)
export const redeemReward = lazyCommand(rewardArea, (m) => m.redeemReward)
export const verifyRewardRedeem = lazyCommand(rewardArea, (m) => m.verifyRewardRedeem)
// The ranking screen's command, on first use as well.
const rankingArea = areaModule(() => import("./ranking"))
export const loadRanking = lazyCommand(rankingArea, (m) => m.loadRanking)
// The prize wheel and the flip card (#13), on first use as well.
const wheelArea = areaModule(() => import("./wheel"))
export const closeWheelResult = lazyEffect(wheelArea, (m) => m.closeWheelResult)
export const leaveWheel = lazyEffect(wheelArea, (m) => m.leaveWheel)
export const loadWheel = lazyEffect(wheelArea, (m) => m.loadWheel)
export const spinWheel = lazyEffect(wheelArea, (m) => m.spinWheel)
export const verifyWheelSpin = lazyEffect(wheelArea, (m) => m.verifyWheelSpin)
const flipCardArea = areaModule(() => import("./flip-card"))
export const dealFlipCardsAgain = lazyEffect(flipCardArea, (m) => m.dealFlipCardsAgain)
export const flipCard = lazyCommand(flipCardArea, (m) => m.flipCard)
export const loadFlipCard = lazyEffect(flipCardArea, (m) => m.loadFlipCard)
export const verifyFlipCard = lazyEffect(flipCardArea, (m) => m.verifyFlipCard)
// The account's reads (#14), on first use as well: the profile screen, the levels dialog and a
// configuration image that failed.
const accountArea = areaModule(() => import("./account"))
export const loadUserLevel = lazyEffect(accountArea, (m) => m.loadUserLevel)
export const refreshUserRecord = lazyEffect(accountArea, (m) => m.refreshUserRecord)
export const rereadConfigurationImage = lazyCommand(accountArea, (m) => m.rereadConfigurationImage)
// The password change (#14), on first use as well.
const passwordArea = areaModule(() => import("./password"))
export const changePassword = lazyCommand(passwordArea, (m) => m.changePassword)
export const forgetPasswordChange = lazyEffect(passwordArea, (m) => m.forgetPasswordChange)
// The delivery address (#14), on first use as well.
const addressArea = areaModule(() => import("./address"))
export const loadAddress = lazyEffect(addressArea, (m) => m.loadAddress)
export const saveAddress = lazyCommand(addressArea, (m) => m.saveAddress)
export const verifyAddressSave = lazyEffect(addressArea, (m) => m.verifyAddressSave)
