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
