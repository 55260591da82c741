import { ParseResult } from "effect"
import { LogDecodeError } from "./log-decode-error"

/** A path as a reader writes it: events[3].event._tag. */
export const renderPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>((text, key) => {
    if (typeof key === "number") return `${text}[${key}]`
    const name = String(key)
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return text === "" ? name : `${text}.${name}`
    return `${text}[${JSON.stringify(name)}]`
  }, "")

/**
 * A Schema failure as one LogDecodeError naming the first problem and its path, `prefix` being where
 * the decoded value sits in the document.
 */
export const contentError = (
  error: ParseResult.ParseError,
  prefix: ReadonlyArray<PropertyKey> = []
): LogDecodeError => {
  const issues = ParseResult.ArrayFormatter.formatErrorSync(error)
  const first = issues[0]
  const path = renderPath([...prefix, ...(first?.path ?? [])])
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : ""
  const where = path === "" ? "the document" : path
  return new LogDecodeError({
    reason: "InvalidContent",
    path: path === "" ? null : path,
    message: `${where}: ${first?.message ?? "is invalid"}${more}`
  })
}
