import type { CurrentUser } from "./user-schema"

export type { CurrentUser, LoginCredentials, LoginResult, UserProfile } from "./user-schema"

/** A user is logged in only when the record carries a profile uuid (ENT-02, AMB-34). */
export const userUuid = (user: CurrentUser | null): string | null => {
  const uuid = user?.profile?.uuid
  return uuid !== undefined && uuid.length > 0 ? uuid : null
}

export const isLoggedIn = (user: CurrentUser | null): user is CurrentUser => userUuid(user) !== null
