import type { LabelledPrize } from "./prize-schema"

/** Just the prize of something that carries one (a segment, a card): its label, kind and value. */
export const prizeOf = (from: LabelledPrize): LabelledPrize => {
  switch (from.kind) {
    case "credit":
      return { label: from.label, kind: from.kind, value: from.value }
    case "point":
      return { label: from.label, kind: from.kind, value: from.value }
    case "none":
      return { label: from.label, kind: from.kind, value: 0 }
  }
}
