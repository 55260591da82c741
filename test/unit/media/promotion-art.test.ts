import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

// The promotion banners and the reward voucher tile as designed pictures (#29): no English word
// on them (the app lays the Thai title over a banner), and the loss refund banner prints no
// percentage, since each player's rate follows their level and the app says it.

const root = join(import.meta.dirname, "../../..")
const read = (path: string): string => readFileSync(join(root, path), "utf8")
const BANNERS = [1, 2, 3].map((id) => `server/content/media/banner-${id}.svg`)
const VOUCHER = "public/assets/rewards/category-voucher.svg"

/** What a picture prints: the contents of its <text> elements (comments are not drawn). */
const printed = (svg: string): ReadonlyArray<string> =>
  [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? "")

describe("promotion and reward pictures (#29)", () => {
  it("#29 the banners and the voucher tile print no English word (no 'GOLDBET', no 'GIFT')", () => {
    for (const path of [...BANNERS, VOUCHER]) {
      const svg = read(path)
      for (const text of printed(svg)) expect(text, path).not.toMatch(/[A-Za-z]{2,}/)
      expect(svg, path).not.toMatch(/GOLDBET|GIFT/)
    }
  })

  it("#29 the loss refund banner prints no percentage; the first deposit banner shows its 10%", () => {
    expect(printed(read("server/content/media/banner-2.svg")).join(" ")).not.toMatch(/\d|%/)
    expect(printed(read("server/content/media/banner-1.svg"))).toContain("10%")
  })

  it("#29 the banners are 640 by 240, and every one of these pictures is inert and small", () => {
    for (const path of [...BANNERS, VOUCHER]) {
      const svg = read(path)
      expect(svg, path).not.toMatch(/<script|<style|<image|<foreignObject|href=|on\w+=|url\((?!#)/i)
      expect(Buffer.byteLength(svg), path).toBeLessThan(8192)
    }
    for (const path of BANNERS) expect(read(path)).toMatch(/^<svg [^>]*width="640" height="240" viewBox="0 0 640 240"/)
  })
})
