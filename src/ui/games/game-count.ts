/**
 * '1,250 เกม': how many games a provider has, as its card writes it and as a returning player's
 * frame is filled before the app runs (#30; a module of its own, so the fill carries no other text).
 */
export const gameCountText = (count: number): string => `${count.toLocaleString("th-TH")} เกม`
