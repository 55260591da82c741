import type { AppState, GlobalState, UserState } from "../events/state"

// Which parts of the state a selector reads, as a bit mask, so the store tells a subscriber only
// about events that changed one of them (event-store.ts). A part is a top-level slice, except for
// the two busiest slices, whose fields are parts of their own: an online count from the socket
// then reaches the subscribers that show it, not everyone who reads the LINE settings.

/** A set of parts, one bit each. */
export type PartMask = number

/** One bit per part, a part being a slice or one field of `global` or `user` (27 of the 31 a mask holds). */
export const PART_BIT = {
  auth: 1 << 0,
  deposit: 1 << 1,
  withdraw: 1 << 2,
  game: 1 << 3,
  affiliate: 1 << 4,
  winlost: 1 << 5,
  reward: 1 << 6,
  log: 1 << 7,
  wheel: 1 << 8,
  register: 1 << 9,
  flipCard: 1 << 10,
  gameEvent: 1 << 11,
  announcement: 1 << 12,
  checkIn: 1 << 13,
  slip: 1 << 14,
  userAddress: 1 << 15,
  configuration: 1 << 16,
  "global.operation": 1 << 17,
  "global.settings": 1 << 18,
  "global.errorMessage": 1 << 19,
  "global.networkUnstable": 1 << 20,
  "global.online": 1 << 21,
  "global.onlineCount": 1 << 22,
  "user.profile": 1 << 23,
  "user.setting": 1 << 24,
  "user.credit": 1 << 25,
  "user.latestCreditRequest": 1 << 26
} as const satisfies Record<string, number>

export const PART_COUNT = Object.keys(PART_BIT).length
export const EVERY_PART: PartMask = (1 << PART_COUNT) - 1

/**
 * The parts that differ between two states, by reference (the reducer keeps what it does not
 * change). Straight-line comparisons: this runs on every dispatch.
 */
export const changedParts = (before: AppState, after: AppState): PartMask => {
  if (before === after) return 0
  let changed = 0
  if (before.auth !== after.auth) changed |= PART_BIT.auth
  if (before.deposit !== after.deposit) changed |= PART_BIT.deposit
  if (before.withdraw !== after.withdraw) changed |= PART_BIT.withdraw
  if (before.game !== after.game) changed |= PART_BIT.game
  if (before.affiliate !== after.affiliate) changed |= PART_BIT.affiliate
  if (before.winlost !== after.winlost) changed |= PART_BIT.winlost
  if (before.reward !== after.reward) changed |= PART_BIT.reward
  if (before.log !== after.log) changed |= PART_BIT.log
  if (before.wheel !== after.wheel) changed |= PART_BIT.wheel
  if (before.register !== after.register) changed |= PART_BIT.register
  if (before.flipCard !== after.flipCard) changed |= PART_BIT.flipCard
  if (before.gameEvent !== after.gameEvent) changed |= PART_BIT.gameEvent
  if (before.announcement !== after.announcement) changed |= PART_BIT.announcement
  if (before.checkIn !== after.checkIn) changed |= PART_BIT.checkIn
  if (before.slip !== after.slip) changed |= PART_BIT.slip
  if (before.userAddress !== after.userAddress) changed |= PART_BIT.userAddress
  if (before.configuration !== after.configuration) changed |= PART_BIT.configuration
  if (before.global !== after.global) {
    if (before.global.operation !== after.global.operation) changed |= PART_BIT["global.operation"]
    if (before.global.settings !== after.global.settings) changed |= PART_BIT["global.settings"]
    if (before.global.errorMessage !== after.global.errorMessage) changed |= PART_BIT["global.errorMessage"]
    if (before.global.networkUnstable !== after.global.networkUnstable) changed |= PART_BIT["global.networkUnstable"]
    if (before.global.online !== after.global.online) changed |= PART_BIT["global.online"]
    if (before.global.onlineCount !== after.global.onlineCount) changed |= PART_BIT["global.onlineCount"]
  }
  if (before.user !== after.user) {
    if (before.user.profile !== after.user.profile) changed |= PART_BIT["user.profile"]
    if (before.user.setting !== after.user.setting) changed |= PART_BIT["user.setting"]
    if (before.user.credit !== after.user.credit) changed |= PART_BIT["user.credit"]
    if (before.user.latestCreditRequest !== after.user.latestCreditRequest)
      changed |= PART_BIT["user.latestCreditRequest"]
  }
  return changed
}

/**
 * Runs selectors and records which parts each run read. One tracker serves one subscriber: it
 * reads through a view of getters over the state, made once, so a run allocates nothing. A
 * selector that returns the view itself (the whole state, or all of `global` or `user`) gets the
 * real objects and is taken to read every part.
 */
export interface PartTracker {
  readonly select: <T>(selector: (state: AppState) => T, state: AppState) => T
  /** The parts the last run read. */
  readonly lastRead: () => PartMask
}

export const createPartTracker = (first: AppState): PartTracker => {
  // The state of the latest run (kept until the next one: cheaper than clearing it each time).
  let target = first
  let read: PartMask = 0
  const globalView: GlobalState = {
    get operation() {
      read |= PART_BIT["global.operation"]
      return target.global.operation
    },
    get settings() {
      read |= PART_BIT["global.settings"]
      return target.global.settings
    },
    get errorMessage() {
      read |= PART_BIT["global.errorMessage"]
      return target.global.errorMessage
    },
    get networkUnstable() {
      read |= PART_BIT["global.networkUnstable"]
      return target.global.networkUnstable
    },
    get online() {
      read |= PART_BIT["global.online"]
      return target.global.online
    },
    get onlineCount() {
      read |= PART_BIT["global.onlineCount"]
      return target.global.onlineCount
    }
  }
  const userView: UserState = {
    get profile() {
      read |= PART_BIT["user.profile"]
      return target.user.profile
    },
    get setting() {
      read |= PART_BIT["user.setting"]
      return target.user.setting
    },
    get credit() {
      read |= PART_BIT["user.credit"]
      return target.user.credit
    },
    get latestCreditRequest() {
      read |= PART_BIT["user.latestCreditRequest"]
      return target.user.latestCreditRequest
    }
  }
  const view: AppState = {
    get auth() {
      read |= PART_BIT.auth
      return target.auth
    },
    get deposit() {
      read |= PART_BIT.deposit
      return target.deposit
    },
    get withdraw() {
      read |= PART_BIT.withdraw
      return target.withdraw
    },
    get game() {
      read |= PART_BIT.game
      return target.game
    },
    get affiliate() {
      read |= PART_BIT.affiliate
      return target.affiliate
    },
    get winlost() {
      read |= PART_BIT.winlost
      return target.winlost
    },
    get reward() {
      read |= PART_BIT.reward
      return target.reward
    },
    get log() {
      read |= PART_BIT.log
      return target.log
    },
    get wheel() {
      read |= PART_BIT.wheel
      return target.wheel
    },
    get register() {
      read |= PART_BIT.register
      return target.register
    },
    get flipCard() {
      read |= PART_BIT.flipCard
      return target.flipCard
    },
    get gameEvent() {
      read |= PART_BIT.gameEvent
      return target.gameEvent
    },
    get announcement() {
      read |= PART_BIT.announcement
      return target.announcement
    },
    get checkIn() {
      read |= PART_BIT.checkIn
      return target.checkIn
    },
    get slip() {
      read |= PART_BIT.slip
      return target.slip
    },
    get userAddress() {
      read |= PART_BIT.userAddress
      return target.userAddress
    },
    get configuration() {
      read |= PART_BIT.configuration
      return target.configuration
    },
    get global() {
      return globalView
    },
    get user() {
      return userView
    }
  }
  const isView = (value: unknown): boolean =>
    Object.is(value, view) || Object.is(value, globalView) || Object.is(value, userView)
  return {
    select: (selector, state) => {
      target = state
      read = 0
      const value = selector(view)
      if (!isView(value)) return value
      // A view must not escape: a selector of a whole object gets the object itself.
      read = EVERY_PART
      return selector(state)
    },
    lastRead: () => read
  }
}
