// One byte range of a file (RFC 9110 §14): what a video element asks for to start playing and to
// seek ("bytes=0-", "bytes=1000-1999", "bytes=-500"). Several ranges at once are answered whole.

export interface ByteRange {
  readonly start: number
  readonly end: number
}

/** The range asked for; "unsatisfiable" when it lies outside the file; null to send it whole. */
export const byteRangeOf = (header: string | undefined, size: number): ByteRange | "unsatisfiable" | null => {
  if (header === undefined) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (match === null) return null
  const [, from = "", to = ""] = match
  if (from === "" && to === "") return null
  if (from === "") {
    const suffix = Number(to)
    if (suffix === 0 || size === 0) return "unsatisfiable"
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(from)
  if (start >= size) return "unsatisfiable"
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1)
  return end < start ? "unsatisfiable" : { start, end }
}
