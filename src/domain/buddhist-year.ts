// Its own module, not bangkok-date's: the footer on every first paint needs this line only.

/** The Buddhist era counts 543 years more than the Gregorian calendar; Thai readers date things by it. */
export const buddhistYear = (gregorianYear: number): number => gregorianYear + 543
