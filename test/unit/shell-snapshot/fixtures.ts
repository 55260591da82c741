// A returning player's shell snapshot (#16), shared by the shell snapshot tests.
import { satang } from "../../../src/domain/money"
import type { ShellSnapshot } from "../../../src/domain/shell-snapshot"

export const snapshotOf = (overrides: Partial<ShellSnapshot> = {}): ShellSnapshot => ({
  version: 1,
  username: "somchai01",
  name: "สมชาย ใจดี",
  level: 3,
  balance: satang(1_234_50),
  images: { "home.normal.logo": "/logo.png", "home.dashboard.huay": "/huay.png" },
  savedAt: 1_763_600_000_000,
  ...overrides
})

/** A Storage over a map, holding `items`. */
export const storageWith = (items: Record<string, string>): Storage => {
  const map = new Map(Object.entries(items))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value)
  }
}
