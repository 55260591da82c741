// Sample events and a populated state, shared by the reducer, selector and privacy tests.
import { satang } from "../../../src/domain/money"
import { snapshotOf } from "../shell-snapshot/fixtures"
import { rankingBoard } from "../ranking/fixtures"
import { accountSessionEvents } from "../account/account-fixtures"
import { sampleAddress } from "../address/fixtures"
import type { AppEvent } from "../../../src/events/schemas"
import { replay } from "../../../src/events/reducer"
import {
  checkInEntry,
  configurationItem,
  globalSetting,
  player,
  profile,
  serverFailure,
  timeoutFailure,
  userSetting
} from "./fixtures"
import { withdrawOtherEvents, withdrawSessionEvents } from "../withdraw/withdraw-fixtures"
import { gamesOtherEvents, gamesSessionEvents } from "../games/games-fixtures"
import { registerOtherEvents, registerSessionEvents } from "../register/register-fixtures"
import { announcementEvents } from "../announcement/announcement-fixtures"
import { wheelOtherEvents, wheelSessionEvents } from "../wheel/wheel-fixtures"

const receivingAccount = {
  bankCode: "004",
  bankName: "ธนาคารกสิกรไทย",
  accountNumber: "0481236579",
  accountName: "บจก. ลัคกี้ สตาร์ เอ็นเตอร์เทนเมนต์",
  promptPayId: "0105566123457"
}
const deposit = {
  id: "dep-1",
  amount: satang(50_000),
  status: "approved" as const,
  channel: "กสิกรไทย",
  createdAt: "2026-01-05T17:30:00.000Z",
  note: null
}
import { slipRequest, verifiedSlip } from "../slip/slip-fixtures"
import { winlostLogEntry, winlostPayout, winlostReport } from "../winlost/fixtures"
import {
  affiliateDownline,
  affiliateIncome,
  affiliateLogEntry,
  affiliateWithdrawal,
  downlineBonus,
  THIS_MONTH
} from "../affiliate/fixtures"
import { creditItem, rewardCatalogue, rewardCategory, rewardHistory, rewardRedeemed } from "../reward/fixtures"
import { historyPage } from "../history/fixtures"

/** One sample of every event tag, in an order that makes sense for a player session. */
export const sessionLog: ReadonlyArray<AppEvent> = [
  { _tag: "NoCurrentUser" },
  { _tag: "OperationLoading" },
  { _tag: "OperationLoaded", data: { websiteStatus: "OPEN" } },
  { _tag: "SettingsLoading" },
  { _tag: "SettingsLoaded", data: globalSetting },
  { _tag: "ConfigurationLoading" },
  {
    _tag: "ConfigurationLoaded",
    data: [configurationItem("home.normal.logo", "/a.png"), configurationItem("home.normal.background", "/bg.png")]
  },
  { _tag: "LoginStarted", source: "login-page" },
  { _tag: "LoginFail", failure: serverFailure("รหัสผ่านไม่ถูกต้อง") },
  { _tag: "LoginStarted", source: "login-page" },
  { _tag: "LoginSuccess", user: player },
  { _tag: "ProfileLoading" },
  { _tag: "ProfileLoaded", data: profile },
  { _tag: "UserSettingLoading" },
  { _tag: "UserSettingLoaded", data: userSetting },
  { _tag: "CreditLoading", requestId: 1 },
  { _tag: "CreditLoaded", requestId: 1, data: { balance: satang(150_025), balanceType: "M" } },
  { _tag: "GameCategoryChosen", category: "fishing" },
  { _tag: "CheckInListLoading", today: 15 },
  { _tag: "CheckInListLoaded", data: [checkInEntry(13), checkInEntry(14)], today: 15 },
  { _tag: "CheckInStarted", key: "3b7c2f0e-6a1d-4f57-9f3e-1d2c3b4a5e6f" },
  { _tag: "CheckInDone", entry: checkInEntry(15, satang(2_000)), today: 15 },
  { _tag: "DepositAccountsLoading" },
  { _tag: "DepositAccountsLoaded", data: [receivingAccount] },
  { _tag: "DepositListLoading" },
  { _tag: "DepositListLoaded", data: [deposit] },
  ...withdrawSessionEvents,
  ...wheelSessionEvents,
  ...gamesSessionEvents,
  ...registerSessionEvents,
  { _tag: "SlipMyRequestsLoading" },
  { _tag: "SlipMyRequestsLoaded", data: [slipRequest("004DEMO0000000009")] },
  { _tag: "SlipVerifyLoading" },
  { _tag: "SlipUploadProgressed", percent: 50 },
  { _tag: "SlipVerifyLoaded", data: verifiedSlip() },
  { _tag: "SlipDepositStarted", key: "5d1c2f0e-6a1d-4f57-9f3e-1d2c3b4a5e6f", transRef: "004DEMO0000000001" },
  {
    _tag: "SlipDepositDone",
    deposit: { requestId: "slip-004DEMO0000000001", amount: satang(50_000), balance: satang(200_025) }
  },
  { _tag: "WinlostReportLoading" },
  { _tag: "WinlostReportLoaded", data: winlostReport() },
  { _tag: "WinlostLogLoading" },
  { _tag: "WinlostLogLoaded", data: [winlostLogEntry] },
  { _tag: "WinlostPayoutStarted", destination: "balance", key: "5d1f0c2e-7a3b-4c8d-9e0f-1a2b3c4d5e6f" },
  { _tag: "WinlostPaidOut", payout: winlostPayout() },
  { _tag: "RankingBoardLoading", period: "week" },
  { _tag: "RankingBoardLoaded", period: "week", data: rankingBoard() },
  { _tag: "RankingBoardFailed", period: "month", failure: serverFailure("ranking") },
  ...accountSessionEvents,
  { _tag: "AffiliateCodeLoading" },
  { _tag: "AffiliateCodeLoaded", data: { code: "SC7788" } },
  { _tag: "AffiliateIncomeLoading" },
  { _tag: "AffiliateIncomeLoaded", data: affiliateIncome() },
  { _tag: "AffiliateDownlineLoading" },
  { _tag: "AffiliateDownlineLoaded", data: affiliateDownline },
  { _tag: "AffiliateBonusLoading", range: THIS_MONTH },
  { _tag: "AffiliateBonusLoaded", range: THIS_MONTH, data: downlineBonus },
  { _tag: "AffiliateLogLoading" },
  { _tag: "AffiliateLogLoaded", data: [affiliateLogEntry()] },
  {
    _tag: "AffiliateWithdrawStarted",
    key: "6e2f1d3c-8b4a-4d9e-af10-2b3c4d5e6f70",
    amount: satang(10_000),
    type: "credit",
    known: []
  },
  { _tag: "AffiliateWithdrawn", withdrawal: affiliateWithdrawal() },
  { _tag: "RewardCatalogueLoading", categoryId: null },
  { _tag: "RewardCatalogueLoaded", categoryId: 7, data: rewardCatalogue(rewardCategory([creditItem()])) },
  { _tag: "RewardHistoryLoading" },
  { _tag: "RewardHistoryLoaded", data: rewardHistory() },
  { _tag: "RewardRedeemStarted", key: "7f3a2e4d-9c5b-4e0f-b021-3c4d5e6f7081", rewardId: 102, known: ["rw-demo-1"] },
  { _tag: "RewardRedeemDone", answer: rewardRedeemed() },
  { _tag: "UserAddressLoading" },
  { _tag: "UserAddressLoaded", data: null },
  { _tag: "AddressSaveStarted", key: "5d1e0c2b-7a39-4c8d-9e0f-1a2b3c4d5e6f", address: sampleAddress() },
  { _tag: "AddressSaved", address: sampleAddress() },
  { _tag: "HistoryFilterChosen", filter: "deposit" },
  { _tag: "HistoryPageLoading", filter: "deposit", append: false },
  { _tag: "HistoryPageLoaded", filter: "deposit", append: false, data: historyPage(["d2", "d1"], "1763614800000|d1") },
  { _tag: "HistoryPageLoading", filter: "deposit", append: true },
  { _tag: "HistoryPeriodChosen", period: "2026-10" },
  { _tag: "HistoryPageLoading", filter: "deposit", period: "2026-10", append: false },
  { _tag: "ConnectivityChanged", online: false },
  { _tag: "OnlineCountReceived", count: 123 },
  { _tag: "SocketReconnected" },
  // Answers to an older credit request: the balance stays, the flag and the last error follow.
  { _tag: "CreditFailed", requestId: 0, failure: timeoutFailure },
  { _tag: "CreditFailed", requestId: 0, failure: serverFailure("ล้มเหลว") }
]

/** Events not in sessionLog, so that together the two cover every tag. */
export const otherEvents: ReadonlyArray<AppEvent> = [
  { _tag: "ShellSnapshotRestored", snapshot: snapshotOf() },
  { _tag: "GetCurrentUser", user: player },
  { _tag: "LoginOnHomePageSuccess", user: player },
  { _tag: "LoginOnHomePageFail", failure: serverFailure("ถูกปฏิเสธ") },
  { _tag: "SessionTimeout" },
  { _tag: "Logout" },
  { _tag: "OperationFailed", failure: serverFailure("op") },
  { _tag: "SettingsFailed", failure: serverFailure("set") },
  { _tag: "NetworkRecovered" },
  { _tag: "ProfileFailed", failure: serverFailure("profile") },
  { _tag: "UserSettingFailed", failure: serverFailure("setting") },
  { _tag: "CreditFailed", requestId: 2, failure: serverFailure("credit") },
  { _tag: "BalanceChangedOnServer", kind: "deposit" },
  { _tag: "ConfigurationFailed", failure: serverFailure("config") },
  { _tag: "CheckInListFailed", today: 15, failure: serverFailure("list") },
  { _tag: "CheckInFailed", failure: serverFailure("check-in") },
  { _tag: "CheckInUnsure", failure: serverFailure("check-in", 409) },
  { _tag: "CheckInVerifyStarted" },
  { _tag: "CheckInOffline" },
  { _tag: "CheckInNotDone" },
  { _tag: "CheckInUnverified" },
  { _tag: "CheckInPopupDismissed" },
  { _tag: "CheckInPopupRemembered", seenToday: true },
  { _tag: "DepositAccountsFailed", failure: serverFailure("accounts") },
  { _tag: "DepositListFailed", failure: serverFailure("deposits") },
  ...withdrawOtherEvents,
  ...wheelOtherEvents,
  ...gamesOtherEvents,
  ...registerOtherEvents,
  ...announcementEvents,
  { _tag: "SlipVerifyFailed", failure: serverFailure("สลิปนี้ถูกใช้แล้ว") },
  { _tag: "SlipMyRequestsFailed", failure: serverFailure("slip list") },
  { _tag: "SlipFileRefused", problem: "type" },
  { _tag: "SlipUploadCancelled" },
  { _tag: "SlipCleared" },
  { _tag: "SlipDepositFailed", failure: serverFailure("สลิปนี้ถูกใช้แล้ว") },
  { _tag: "SlipDepositUnsure", failure: timeoutFailure },
  { _tag: "SlipDepositVerifyStarted" },
  { _tag: "SlipDepositNotDone" },
  { _tag: "SlipDepositUnverified" },
  { _tag: "SlipDepositOffline" },
  { _tag: "WinlostReportFailed", failure: serverFailure("report") },
  { _tag: "WinlostLogFailed", failure: serverFailure("log") },
  { _tag: "WinlostPayoutFailed", failure: serverFailure("payout", 422) },
  { _tag: "WinlostPayoutUnsure", failure: serverFailure("payout", 409) },
  { _tag: "WinlostPayoutVerifyStarted" },
  { _tag: "WinlostPayoutNotDone" },
  { _tag: "WinlostPayoutUnverified" },
  { _tag: "WinlostPayoutOffline" },
  { _tag: "WinlostReset" },
  { _tag: "AffiliateCodeFailed", failure: serverFailure("code") },
  { _tag: "AffiliateIncomeFailed", failure: serverFailure("income") },
  { _tag: "AffiliateDownlineFailed", failure: serverFailure("downline") },
  { _tag: "AffiliateBonusFailed", range: THIS_MONTH, failure: serverFailure("bonus") },
  { _tag: "AffiliateLogFailed", failure: serverFailure("log") },
  { _tag: "AffiliateWithdrawFailed", failure: serverFailure("รายได้ไม่พอ", 422) },
  { _tag: "AffiliateWithdrawUnsure", failure: serverFailure("lost") },
  { _tag: "AffiliateWithdrawVerifyStarted" },
  { _tag: "AffiliateWithdrawNotDone" },
  { _tag: "AffiliateWithdrawUnverified" },
  { _tag: "AffiliateWithdrawOffline" },
  { _tag: "AffiliateWithdrawVerified", entry: null },
  { _tag: "AffiliateWithdrawCleared" },
  { _tag: "HistoryPageFailed", filter: "all", append: true, failure: serverFailure("more") },
  { _tag: "RewardCatalogueFailed", categoryId: 99, failure: serverFailure("ไม่พบหมวดรางวัลนี้", 404) },
  { _tag: "RewardHistoryFailed", failure: serverFailure("history") },
  { _tag: "RewardRedeemFailed", failure: serverFailure("แต้มไม่พอ", 422) },
  { _tag: "RewardRedeemUnsure", failure: timeoutFailure },
  { _tag: "RewardRedeemVerifyStarted" },
  { _tag: "RewardRedeemNotDone" },
  { _tag: "RewardRedeemUnverified" },
  { _tag: "RewardRedeemOffline" },
  { _tag: "RewardVerified", request: null },
  { _tag: "PasswordChangeStarted", key: "5d2e8f1a-7b3c-4e9d-8a6f-2c1b0e9d8c7a" },
  { _tag: "PasswordChanged" },
  { _tag: "PasswordChangeFailed", failure: serverFailure("รหัสผ่านเดิมไม่ถูกต้อง", 422) },
  { _tag: "PasswordChangeUnsure", failure: timeoutFailure },
  { _tag: "PasswordChangeOffline" },
  { _tag: "PasswordChangeVerifyStarted" },
  { _tag: "PasswordChangeNotDone" },
  { _tag: "PasswordChangeUnverified" },
  { _tag: "PasswordChangeCleared" },
  { _tag: "UserAddressFailed", failure: serverFailure("address") },
  { _tag: "AddressSaveFailed", failure: serverFailure("รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก", 400) },
  { _tag: "AddressSaveUnsure", failure: timeoutFailure },
  { _tag: "AddressSaveVerifyStarted" },
  { _tag: "AddressSaveNotDone" },
  { _tag: "AddressSaveUnverified" },
  { _tag: "AddressSaveOffline" },
  { _tag: "AddressVerified", saved: false }
]

/** A player state with every dataset the reducer knows populated. */
export const populatedState = replay(sessionLog)
