import type { RowResult } from "./runner"
import type { SkipKind } from "./row"

// The report: one line per row, a summary, and the redaction every line goes through.

const MAX_DETAIL = 200

const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/**
 * One line of at most about 200 characters. A decode's "Expected <type>, actual <value>" keeps both
 * halves: a struct's type can run to kilobytes, and what was actually there is the useful part.
 */
const clip = (text: string): string => {
  const oneLine = text.replace(/\s+/g, " ").trim()
  const parts = /^Expected (.*), actual (.*)$/.exec(oneLine)
  if (parts === null) return cut(oneLine, MAX_DETAIL)
  const [, expected = "", actual = ""] = parts
  return `Expected ${cut(expected, MAX_DETAIL / 2)}, actual ${cut(actual, MAX_DETAIL / 2)}`
}

/** `ok    GET   /api/auth/level/:uuid`, `FAIL  …  data.level: Expected number, actual "3"`. */
export const formatResult = ({ row, outcome }: RowResult): string => {
  const call = `${row.method.padEnd(5)} ${row.path}${row.label === null ? "" : ` (${row.label})`}`
  switch (outcome._tag) {
    case "Ok":
      return `ok    ${call}`
    case "Failed":
      return `FAIL  ${call}  ${outcome.where}: ${clip(outcome.problem)}`
    case "Skipped":
      return `skip  ${call}  ${clip(outcome.reason)}`
  }
}

/** `40 ok, 1 failed, 19 skipped (18 writes, 1 nothing to read)`. */
export const formatSummary = (results: ReadonlyArray<RowResult>): string => {
  const count = (tag: RowResult["outcome"]["_tag"]) => results.filter((result) => result.outcome._tag === tag).length
  const byKind = new Map<SkipKind, number>()
  for (const { outcome } of results) {
    if (outcome._tag === "Skipped") byKind.set(outcome.kind, (byKind.get(outcome.kind) ?? 0) + 1)
  }
  const kinds = [...byKind].map(([kind, n]) => `${n} ${kind}`).join(", ")
  const skipped = count("Skipped")
  return `${count("Ok")} ok, ${count("Failed")} failed, ${skipped} skipped${skipped === 0 ? "" : ` (${kinds})`}`
}

/**
 * Hides the secrets in a line: the password, and the token once the login has told it. An API may
 * echo either in an error message or an answer a decode quotes; the report is meant to be pasted.
 */
export const redactor =
  (secrets: () => ReadonlyArray<string | undefined>) =>
  (line: string): string =>
    secrets()
      // A decode quotes values JSON-escaped: a password with a quote or a backslash shows so.
      .flatMap((secret) =>
        secret === undefined || secret.length === 0 ? [] : [secret, JSON.stringify(secret).slice(1, -1)]
      )
      .reduce<string>((text, secret) => text.split(secret).join("‹redacted›"), line)
