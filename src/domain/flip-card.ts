// The flip card's rules (issue #13, ROUTE-20): a row of face-down cards, plays per Bangkok day.

/** How many cards lie face down (a decision: five fit a phone's row at 390 px). */
export const FLIP_CARD_COUNT = 5

/** Plays per Bangkok day, the same for every level (a decision). */
export const FLIP_PLAYS_PER_DAY = 3

/** A card index the server accepts: a whole number within the row. */
export const isCardIndex = (index: number): boolean => Number.isInteger(index) && index >= 0 && index < FLIP_CARD_COUNT
