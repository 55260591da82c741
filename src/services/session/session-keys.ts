// Where the session lives in storage (spec §4: localStorage "token" and "user"). The session store
// reads and decodes them; the entry point only asks whether anything is there, before the runtime
// that decodes has loaded.

export const TOKEN_KEY = "token"
export const USER_KEY = "user"

/** Whether the storage may hold a session: a guest's page can be shown before the runtime arrives. */
export const mayHoldSession = (storage: () => Pick<Storage, "getItem">): boolean => {
  try {
    const held = storage()
    return held.getItem(TOKEN_KEY) !== null || held.getItem(USER_KEY) !== null
  } catch {
    // Storage disabled (private mode): nothing was kept, and the session store will find the same.
    return false
  }
}

/**
 * The username of the stored user record, read structurally before the runtime loads (the shell
 * snapshot must be this player's, #16); the session store decodes the record fully later.
 */
export const storedUsername = (storage: () => Pick<Storage, "getItem">): string | null => {
  try {
    const raw = storage().getItem(USER_KEY)
    if (raw === null) return null
    const user: unknown = JSON.parse(raw)
    if (typeof user !== "object" || user === null || !("user_pass" in user)) return null
    const pass: unknown = user.user_pass
    if (typeof pass !== "object" || pass === null || !("username" in pass)) return null
    return typeof pass.username === "string" ? pass.username : null
  } catch {
    return null
  }
}
