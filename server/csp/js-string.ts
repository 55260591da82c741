// Reads one JavaScript string literal out of built code: the text of a stylesheet a library
// injects at run time (inline-hashes.ts), found by how it starts. Handles the three quotes and the
// escapes a minifier writes; null when the literal is not there or not plain (a template with ${}).

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: "\n",
  r: "\r",
  t: "\t",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0"
}

const unescapeAt = (code: string, at: number): { readonly text: string; readonly next: number } | null => {
  const char = code[at] ?? ""
  const simple = SIMPLE_ESCAPES[char]
  if (simple !== undefined) return { text: simple, next: at + 1 }
  if (char === "\n") return { text: "", next: at + 1 } // a line continuation
  const hex =
    char === "x"
      ? /^[0-9a-f]{2}/i.exec(code.slice(at + 1))
      : char === "u"
        ? /^(?:[0-9a-f]{4}|\{[0-9a-f]+\})/i.exec(code.slice(at + 1))
        : null
  if (hex !== null) {
    const point = Number.parseInt(hex[0].replace(/[{}]/g, ""), 16)
    return { text: String.fromCodePoint(point), next: at + 1 + hex[0].length }
  }
  return char === "" ? null : { text: char, next: at + 1 }
}

/** The value of the first string literal in `code` whose text starts with `prefix`, or null. */
export const stringLiteralStartingWith = (code: string, prefix: string): string | null => {
  for (const quote of ['"', "'", "`"]) {
    const start = code.indexOf(quote + prefix)
    if (start === -1) continue
    let text = ""
    for (let at = start + 1; at < code.length;) {
      const char = code[at] ?? ""
      if (char === quote) return text
      if (quote === "`" && char === "$" && code[at + 1] === "{") return null
      if (char === "\\") {
        const escaped = unescapeAt(code, at + 1)
        if (escaped === null) return null
        text += escaped.text
        at = escaped.next
      } else {
        text += char
        at += 1
      }
    }
    return null
  }
  return null
}
