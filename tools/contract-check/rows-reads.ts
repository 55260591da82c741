import { rangeInstants, monthSoFar } from "../../src/domain/day-range"
import { accountEndpoints } from "../../src/services/account/endpoints"
import { addressEndpoints } from "../../src/services/address/endpoints"
import { affiliateEndpoints } from "../../src/services/affiliate/endpoints"
import { announcementEndpoints } from "../../src/services/announcement/endpoints"
import { checkInEndpoints } from "../../src/services/check-in/endpoints"
import { depositEndpoints } from "../../src/services/deposit/endpoints"
import { flipCardEndpoints } from "../../src/services/flip-card/endpoints"
import { gamesEndpoints } from "../../src/services/games/endpoints"
import { historyEndpoints } from "../../src/services/history/endpoints"
import { playerEndpoints } from "../../src/services/player/endpoints"
import { rankingEndpoints } from "../../src/services/ranking/endpoints"
import { registerEndpoints } from "../../src/services/register/endpoints"
import { rewardEndpoints } from "../../src/services/reward/endpoints"
import { siteEndpoints } from "../../src/services/site/endpoints"
import { slipEndpoints } from "../../src/services/slip/endpoints"
import { wheelEndpoints } from "../../src/services/wheel/endpoints"
import { winlostEndpoints } from "../../src/services/winlost/endpoints"
import { withdrawEndpoints } from "../../src/services/withdraw/endpoints"
import { check, needing, type Row } from "./row"

// Every read a player's session makes, in an order where each row's ids come from an answer
// above it (the login's uuid and username, the configuration's first key, the lobby's first
// category and provider, the reward catalogue's first category, the player's affiliate code).
// The bodies and ranges are the ones the app's commands send.

const none = { params: {}, body: undefined }
const byUuid = (uuid: string) => ({ params: { uuid }, body: undefined })
const byUsername = (username: string) => ({ params: { username }, body: undefined })

export const readRows = (now: number): ReadonlyArray<Row> => {
  const thisMonth = rangeInstants(monthSoFar(now))
  return [
    check(siteEndpoints.setting, { input: () => none }),
    check(siteEndpoints.operational, { input: () => none }),
    check(siteEndpoints.configuration, { input: () => none }),
    check(announcementEndpoints.guestNews, { input: () => none }),
    check(depositEndpoints.receivingAccounts, { input: () => none }),
    check(withdrawEndpoints.publicWithdrawals, { input: () => none }),
    check(siteEndpoints.configurationList, {
      input: () => none,
      remember: (items, facts) => {
        const first = items[0]
        if (first !== undefined) facts.configurationKey = first.key
      }
    }),
    check(accountEndpoints.configurationKey, {
      input: (f) => needing(f.configurationKey, "configuration key", (key) => ({ params: { key }, body: undefined }))
    }),
    check(announcementEndpoints.playerNews, { input: () => none }),
    check(playerEndpoints.userDetail, { input: (f) => needing(f.uuid, "player uuid", byUuid) }),
    check(accountEndpoints.userRecord, { input: (f) => needing(f.uuid, "player uuid", byUuid) }),
    check(playerEndpoints.userSetting, {
      input: (f) => needing(f.uuid, "player uuid", (userUuid) => ({ params: {}, body: { userUuid } }))
    }),
    check(playerEndpoints.getCredit, {
      input: (f) =>
        needing(f.username, "username", (username) => ({ params: { username }, body: { balanceType: "M" as const } }))
    }),
    check(accountEndpoints.userLevel, { input: (f) => needing(f.uuid, "player uuid", byUuid) }),
    check(depositEndpoints.myDeposits, { input: (f) => needing(f.uuid, "player uuid", byUuid) }),
    check(withdrawEndpoints.withdrawRequests, { input: (f) => needing(f.uuid, "player uuid", byUuid) }),
    check(withdrawEndpoints.withdrawHistory, { input: (f) => needing(f.uuid, "player uuid", byUuid) }),
    check(historyEndpoints.transactionHistory, {
      input: (f) =>
        needing(f.username, "username", (username) => ({
          params: { username },
          body: { kind: "all" as const, before: null, limit: 20 }
        }))
    }),
    check(winlostEndpoints.winlostReport, { input: (f) => needing(f.username, "username", byUsername) }),
    ...(["wl", "af"] as const).map((type) =>
      check(winlostEndpoints.logOfKind, {
        label: type,
        input: (f) =>
          needing(f.username, "username", (username) => ({ params: { username }, body: { type, ...thisMonth } }))
      })
    ),
    check(affiliateEndpoints.affiliateCode, {
      input: (f) => needing(f.uuid, "player uuid", byUuid),
      remember: (data, facts) => {
        facts.affiliateCode = data.code
      }
    }),
    check(affiliateEndpoints.affiliateIncome, { input: (f) => needing(f.username, "username", byUsername) }),
    check(affiliateEndpoints.affiliateDownline, { input: (f) => needing(f.username, "username", byUsername) }),
    check(affiliateEndpoints.downlineBonus, {
      input: (f) => needing(f.username, "username", (username) => ({ params: { username }, body: thisMonth }))
    }),
    check(registerEndpoints.inviter, {
      input: (f) => needing(f.affiliateCode, "affiliate code", (afCode) => ({ params: { afCode }, body: undefined }))
    }),
    check(registerEndpoints.checkUsername, {
      input: (f) => needing(f.username, "username", (value) => ({ params: { value }, body: undefined }))
    }),
    check(registerEndpoints.checkPhone, {
      input: (f) => needing(f.phone, "phone number", (value) => ({ params: { value }, body: undefined }))
    }),
    check(registerEndpoints.checkBankId, {
      input: (f) =>
        needing(f.bank, "bank the app knows", (bank) => ({
          params: { bankId: bank.id },
          body: { bankCode: bank.code }
        }))
    }),
    check(registerEndpoints.bankName, {
      input: (f) =>
        needing(f.bank, "bank the app knows", (bank) => ({
          params: {},
          body: { bankCode: bank.code, bankId: bank.id }
        }))
    }),
    check(rewardEndpoints.rewardList, {
      input: () => ({ params: {}, body: {} }),
      remember: (data, facts) => {
        const first = data.categories[0]
        if (first !== undefined) facts.rewardCategoryId = first.id
      }
    }),
    check(rewardEndpoints.rewardList, {
      label: "category",
      input: (f) =>
        needing(f.rewardCategoryId, "reward category", (categoryId) => ({ params: {}, body: { categoryId } }))
    }),
    check(rewardEndpoints.rewardHistory, { input: () => ({ params: {}, body: {} }) }),
    check(wheelEndpoints.wheel, { input: () => none }),
    check(wheelEndpoints.wheelLog, {
      input: (f) => needing(f.uuid, "player uuid", (uuid) => ({ params: {}, body: { uuid } }))
    }),
    check(flipCardEndpoints.flipCardLogs, { input: () => none }),
    check(gamesEndpoints.lobby, {
      input: () => none,
      remember: (data, facts) => {
        const category = data.categories.find((one) => one.providers.length > 0)
        const provider = category?.providers[0]
        if (category === undefined || provider === undefined) return
        facts.category = category.category
        facts.provider = provider.code
      }
    }),
    check(gamesEndpoints.categoryGames, {
      input: (f) => needing(f.category, "game category", (gameCate) => ({ params: { gameCate }, body: undefined }))
    }),
    check(gamesEndpoints.providerGames, {
      input: (f) =>
        needing(f.category, "game category", (category) =>
          needing(f.provider, "game provider", (provider) => ({ params: {}, body: { category, provider } }))
        )
    }),
    check(checkInEndpoints.checkInList, { input: () => none }),
    check(slipEndpoints.myRequests, { input: () => none }),
    check(addressEndpoints.myAddress, {
      input: () => none,
      remember: (data, facts) => {
        if (data !== null) facts.address = data
      }
    }),
    check(rankingEndpoints.ranking, { input: () => ({ params: { period: "week" }, body: undefined }) })
  ]
}
