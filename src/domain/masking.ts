// How the product masks a username where other players see it, in one place (#28: the public
// withdrawal feed and the ranking wrote the same rule twice; the affiliate's downline list has the
// API's own rule).

const MASK = "***"

/** 'de***o': a username in a public list (API-07's withdrawal feed, the ranking): two letters, three stars, the last letter. */
export const maskUsername = (username: string): string => {
  const letters = [...username]
  if (letters.length <= 3) return `${letters[0] ?? ""}${MASK}`
  return `${letters.slice(0, 2).join("")}${MASK}${letters[letters.length - 1] ?? ""}`
}

/**
 * A downline's username as the affiliate API shows it (#12): the first 2 and the last 2 characters
 * with '***' between. A name of 5 or fewer characters shows 1 and 1, so the mask always hides something.
 */
export const maskDownlineUsername = (username: string): string => {
  const chars = [...username]
  if (chars.length <= 2) return MASK
  const keep = chars.length <= 5 ? 1 : 2
  return `${chars.slice(0, keep).join("")}${MASK}${chars.slice(-keep).join("")}`
}
