// How the app reads an answer's body (and the operator's contract check reads it the same way): an
// empty body is null, text that is not JSON stays text, so the decode that follows names it.

export const parseJsonBody = (text: string): unknown => {
  if (text.trim().length === 0) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
