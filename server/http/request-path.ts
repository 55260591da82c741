/** The path of a request URL without its query, or "/" when the URL is unusable. */
export const pathOf = (url: string | undefined): string => {
  const raw = url ?? "/"
  const end = raw.search(/[?#]/)
  return end === -1 ? raw : raw.slice(0, end)
}
