import type { FieldNote } from "../field-note"
import { registerTexts } from "./texts"

// What the line under a looked-up field says (OPEN-21), from the value typed now, its rule and the
// last lookup answer. An answer about another value (typed before) says nothing about this one.

export interface LookupAnswerView {
  readonly value: string
  readonly status: "available" | "taken" | "invalid" | "unanswered"
  readonly message: string
}

export interface LookupTexts {
  readonly available: string
  readonly taken: string
}

export const lookupNote = (
  lookedUp: string,
  problem: string | null,
  shown: boolean,
  answer: LookupAnswerView | undefined,
  texts: LookupTexts
): FieldNote | null => {
  if (problem !== null) return shown ? { kind: "error", text: problem } : null
  if (answer === undefined || answer.value !== lookedUp) return { kind: "checking", text: registerTexts.checking }
  switch (answer.status) {
    case "available":
      return { kind: "ok", text: texts.available }
    case "taken":
      return { kind: "error", text: texts.taken }
    case "invalid":
      return { kind: "error", text: answer.message }
    case "unanswered":
      return { kind: "info", text: registerTexts.unanswered }
  }
}

/** A rule-only field's note: its problem once the player has left it (or pressed on). */
export const ruleNote = (problem: string | null, shown: boolean): FieldNote | null =>
  problem !== null && shown ? { kind: "error", text: problem } : null

/** Whether a looked-up value may go on: its rule holds and no answer about it says no. */
export const lookupAllows = (lookedUp: string, problem: string | null, answer: LookupAnswerView | undefined): boolean =>
  problem === null && !(answer?.value === lookedUp && (answer.status === "taken" || answer.status === "invalid"))
