import { formatBaht, formatInteger } from "../domain/money"
import type { Prize } from "../domain/prize-schema"
import type { AmountTone } from "./dated-rows"

/** A prize of the wheel or the flip card as a dated row's amount: +฿20.00, +50 แต้ม, or a dash. */
export const prizeAmount = (prize: Prize): { readonly amount: string; readonly tone: AmountTone } =>
  prize.kind === "credit"
    ? { amount: `+${formatBaht(prize.value)}`, tone: "in" }
    : prize.kind === "point"
      ? { amount: `+${formatInteger(prize.value)} แต้ม`, tone: "in" }
      : { amount: "–", tone: "none" }
