/** The path of a request URL without its query, or "/" when the URL is unusable. */
export const pathOf = (url: string | undefined): string => {
  const raw = url ?? "/"
  const end = raw.search(/[?#]/)
  return end === -1 ? raw : raw.slice(0, end)
}

/** The query parameters of a request URL (none when it has no query). */
export const queryOf = (url: string | undefined): URLSearchParams => {
  const raw = url ?? ""
  const start = raw.indexOf("?")
  if (start === -1) return new URLSearchParams()
  const end = raw.indexOf("#", start)
  return new URLSearchParams(end === -1 ? raw.slice(start + 1) : raw.slice(start + 1, end))
}
