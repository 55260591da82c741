import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

// Content negotiation for br and gzip, and an in-memory cache of compressed files.

export type Encoding = "br" | "gzip"

/** The accepted codings with their weights; a missing q means 1. */
const weights = (header: string): ReadonlyMap<string, number> =>
  new Map(
    header
      .split(",")
      .map((part) => part.trim().split(";"))
      .flatMap(([name = "", ...params]): Array<[string, number]> => {
        const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
        return name === "" ? [] : [[name.toLowerCase(), q === undefined ? 1 : Number(q)]]
      })
  )

/** Brotli first, then gzip, when the client accepts them (q above 0). */
export const chooseEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  const accepted = weights(acceptEncoding ?? "")
  const wildcard = accepted.get("*") ?? 0
  const weight = (name: Encoding): number => accepted.get(name) ?? wildcard
  if (weight("br") > 0) return "br"
  if (weight("gzip") > 0) return "gzip"
  return null
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compress = (data: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === "br"
    ? brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
    : gzipAsync(data, { level: 9 })

const MAX_CACHED_BYTES = 5_000_000
const cache = new Map<string, Promise<Buffer>>()

/** The compressed bytes of a file version (path plus mtime), computed once per version. */
export const compressedOnce = (key: string, data: Buffer, encoding: Encoding): Promise<Buffer> => {
  const cacheKey = `${encoding}:${key}`
  const hit = cache.get(cacheKey)
  if (hit !== undefined) return hit
  const result = compress(data, encoding)
  if (data.length <= MAX_CACHED_BYTES) cache.set(cacheKey, result)
  return result
}
