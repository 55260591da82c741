// How deep a request's JSON may nest (#31). JSON.parse itself copes with deep nesting, but what
// walks the value afterwards recurses: the idempotent write's fingerprint (JSON.stringify), the
// schema decoders. 200,000 nested arrays (400 kB, under the body cap) overflowed the stack there
// and answered a 500. No body of this API nests beyond a handful of levels, so 64 is far above any
// honest request and far below any recursion limit. The text is scanned before it is parsed, one
// pass and no recursion, skipping strings (and their escaped quotes) so brackets in a text do not count.

export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENS = new Set([0x5b, 0x7b]) // [ {
const CLOSES = new Set([0x5d, 0x7d]) // ] }

/** Whether no array or object in `text` lies deeper than `max` levels (malformed JSON is JSON.parse's to refuse). */
export const jsonDepthWithin = (text: string, max: number): boolean => {
  let depth = 0
  let inString = false
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at)
    if (inString) {
      if (code === BACKSLASH) at += 1
      else if (code === QUOTE) inString = false
    } else if (code === QUOTE) {
      inString = true
    } else if (OPENS.has(code)) {
      depth += 1
      if (depth > max) return false
    } else if (CLOSES.has(code)) {
      depth -= 1
    }
  }
  return true
}
