import { formatInteger } from "../../domain/money"

/**
 * '1,250 รายการ': how many rewards a category holds, as its tile writes it and as a returning
 * player's frame is filled before the app runs (#30; a module of its own, so the fill carries no
 * other text).
 */
export const itemCountText = (count: number): string => `${formatInteger(count)} รายการ`
