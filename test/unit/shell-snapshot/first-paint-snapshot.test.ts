import { describe, expect, it } from "vitest"
import { storedUsername } from "../../../src/services/session/session-keys"
import { readFirstPaintSnapshot } from "../../../src/services/shell/first-paint-snapshot"
import { SHELL_SNAPSHOT_KEY } from "../../../src/services/shell/shell-snapshot-key"
import { player } from "../events/fixtures"
import { snapshotOf, storageWith } from "./fixtures"

// #16: before the runtime, the entry reads the device's snapshot by hand; one it cannot use is
// removed and the page waits for the runtime as before. Never a crash.

const read = (storage: Storage) =>
  readFirstPaintSnapshot(
    () => storage,
    storedUsername(() => storage)
  )

describe("the snapshot read at first paint (#16)", () => {
  it("is the stored player's snapshot", () => {
    const storage = storageWith({ user: JSON.stringify(player), [SHELL_SNAPSHOT_KEY]: JSON.stringify(snapshotOf()) })
    expect(read(storage)).toEqual(snapshotOf())
  })

  it("ignores and removes another player's snapshot", () => {
    const storage = storageWith({
      user: JSON.stringify(player),
      [SHELL_SNAPSHOT_KEY]: JSON.stringify(snapshotOf({ username: "other02" }))
    })
    expect(read(storage)).toBeNull()
    expect(storage.getItem(SHELL_SNAPSHOT_KEY)).toBeNull()
  })

  it.each([
    ["garbage", "{oops"],
    ["a wrong version", JSON.stringify({ ...snapshotOf(), version: 2 })],
    ["a negative balance", JSON.stringify({ ...snapshotOf(), balance: -1 })]
  ])("ignores and removes %s", (_, raw) => {
    const storage = storageWith({ user: JSON.stringify(player), [SHELL_SNAPSHOT_KEY]: raw })
    expect(read(storage)).toBeNull()
    expect(storage.getItem(SHELL_SNAPSHOT_KEY)).toBeNull()
  })

  it("ignores and removes a snapshot when the stored user record is unreadable", () => {
    const storage = storageWith({ user: "{not json", [SHELL_SNAPSHOT_KEY]: JSON.stringify(snapshotOf()) })
    expect(read(storage)).toBeNull()
    expect(storage.getItem(SHELL_SNAPSHOT_KEY)).toBeNull()
  })

  it("is null when storage throws (private mode)", () => {
    const throwing = () => {
      throw new Error("SecurityError")
    }
    expect(readFirstPaintSnapshot(throwing, null)).toBeNull()
    expect(storedUsername(throwing)).toBeNull()
  })
})
