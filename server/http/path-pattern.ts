// Matches a request path against a contract path with `:name` segments (see buildPath).

export const matchPath = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split("/")
  const got = path.split("/")
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of want.entries()) {
    const actual = got[index] ?? ""
    if (segment.startsWith(":")) {
      if (actual === "") return null
      try {
        params[segment.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null
      }
    } else if (segment !== actual) return null
  }
  return params
}

/** The path of a request URL without its query, or "/" when the URL is unusable. */
export const pathOf = (url: string | undefined): string => {
  const raw = url ?? "/"
  const end = raw.search(/[?#]/)
  return end === -1 ? raw : raw.slice(0, end)
}
