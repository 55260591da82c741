import { resolve, sep } from "node:path"

// Maps a URL path to a file inside a root folder, or null when it would leave the root
// (`..`, encoded slashes and backslashes, NUL bytes).

export const resolveInside = (root: string, urlPath: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null
  const base = resolve(root)
  const target = resolve(base, `.${decoded.startsWith("/") ? "" : "/"}${decoded}`)
  return target === base || target.startsWith(base + sep) ? target : null
}
