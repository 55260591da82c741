/** The LINE profile link for an id (OPEN-66): official accounts start with "@", personal ids use "~". */
export const lineProfileUrl = (lineId: string): string => {
  const id = lineId.trim()
  return id.startsWith("@")
    ? `https://line.me/R/ti/p/${encodeURIComponent(id)}`
    : `https://line.me/ti/p/~${encodeURIComponent(id)}`
}

/**
 * The fixed chat address derived from the username (CHAT-04, OPEN-49): stable, lower-case, and on a
 * reserved domain so it can never reach a real mailbox. It is given to the chat widget, never shown.
 */
export const chatAddress = (username: string): string =>
  `${username
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, "_")}@member.invalid`
