// Business constants of spec §9 and the design card, in one module (CONST-01..CONST-25).

export const APP_VERSION = "2.2.10"
export const LOCALE = "th"
export const TIME_ZONE = "Asia/Bangkok"

export const HTTP_TIMEOUT_MS = 60_000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export const LOGOUT_CONFIRM_AUTO_CLOSE_MS = 5_000
export const LOGOUT_SUCCESS_MESSAGE_MS = 2_000
export const TOAST_DURATION_MS = 2_000

export const SOCKET_TIMEOUT_MS = 20_000
export const SOCKET_RECONNECTION_DELAY_MS = 1_000
export const SOCKET_RECONNECTION_DELAY_MAX_MS = 5_000
export const SOCKET_ROOMS = ["user", "allUserRoom"] as const
export const SOCKET_JOIN_EVENT = "join-room"
export const SOCKET_LEAVE_EVENT = "leave-room"
export const SOCKET_ONLINE_COUNT_EVENT = "user-online-count"
/** Sent to a player's own room when the server moved their balance (money.md, "After the write"). */
export const SOCKET_CREDIT_CHANGED_EVENT = "credit-changed"
export const SOCKET_NAMESPACE = "/member"

export const DEFAULT_BALANCE_TYPE = "M"

export const MAINTENANCE_STATUS = "MA"
/** How often the maintenance page asks whether the site has reopened (#15). */
export const MAINTENANCE_RECHECK_MS = 30_000

export const THEME_COLOUR = "#FFCA00"
export const DIALOG_BACKGROUND = "#212121"

export const QR_LEVEL = "M"
export const QR_SIZE = 150

export const LIVE_SCORE_FRAME_HEIGHT_PX = 2500
export const STANDINGS_FRAME_HEIGHT_PX = 520

export const PUBLIC_HEADER_HEIGHT_PX = 110
export const MOBILE_DRAWER_MAX_WIDTH_PX = 300
/** Below this width the public menu moves into the drawer (OPEN-59). */
export const PUBLIC_DRAWER_BREAKPOINT_PX = 768

export const WITHDRAWALS_PER_DAY = 5

export const PLATFORM_HEADER = { android: "AND", ios: "IOS", desktop: "DSK" } as const
export type PlatformHeader = (typeof PLATFORM_HEADER)[keyof typeof PLATFORM_HEADER]
export const CHANNEL_HEADER = "web"

/** Statuses that end the session (ERR-02..ERR-04, AMB-02). */
export const SESSION_ENDING_STATUSES: ReadonlyArray<number> = [401, 403, 500256]
/** Statuses that raise the network-problem flag (ERR-07, ERR-08). */
export const NETWORK_FLAG_STATUSES: ReadonlyArray<number> = [408, 503]
