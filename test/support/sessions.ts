// Stored sessions for service and command tests. The token is distinctive so a test can search
// any serialised state or log for it (it must never be there).
import type { CurrentUser } from "../../src/domain/user"
import type { AppConfigShape } from "../../src/services/app-config"
import type { StoredSession } from "../../src/services/session/session-store"
import { player } from "../unit/events/fixtures"

export const PLAYER_TOKEN = "tok-7f3c9a1e-SECRET-bearer"

export const playerSession: StoredSession = { token: PLAYER_TOKEN, user: player }

/** The same player as stored by an older build: no profile.uuid (AMB-34). */
export const playerWithoutProfile: CurrentUser = {
  name: player.name,
  phone: player.phone,
  level: player.level,
  user_pass: player.user_pass,
  user_bank: player.user_bank,
  user_credit: player.user_credit
}

export const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36"

export const testConfig = (overrides: Partial<AppConfigShape> = {}): AppConfigShape => ({
  apiBaseUrl: "https://api.brand.test",
  socketUrl: "https://action.brand.test",
  chatScriptUrl: "https://chat.brand.test/widget.js",
  hostname: "brand.test",
  userAgent: DESKTOP_UA,
  ...overrides
})
