import { describe, expect, it } from "vitest"
import { maskUsername } from "../../../src/domain/masking"
import { RANKING_SIZE, rankingRange, standingOf } from "../../../src/domain/ranking"

// The ranking's rules (issue #13, OPEN-09): masking, the top 20, the player's own place, periods.

const players = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    username: `player${String(index).padStart(2, "0")}`,
    level: 1,
    turnover: (count - index) * 1000
  }))

describe("ranking rules (#13, OPEN-09)", () => {
  it("masks a username to its first two letters, three stars and its last letter", () => {
    expect(maskUsername("demo")).toBe("de***o")
    expect(maskUsername("somchai99")).toBe("so***9")
  })

  it("masks a name of three letters or fewer to its first letter and stars (never shown whole)", () => {
    expect(maskUsername("abc")).toBe("a***")
    expect(maskUsername("ab")).toBe("a***")
    expect(maskUsername("")).toBe("***")
  })

  it("masks Thai letters by letter, not by byte", () => {
    expect(maskUsername("สมชาย")).toBe("สม***ย")
  })

  it("lists the top 20 by turnover, highest first, ranks counted from 1", () => {
    const { top } = standingOf(players(40), { username: "player00", level: 1, turnover: 40_000 })
    expect(top).toHaveLength(RANKING_SIZE)
    expect(top[0]).toMatchObject({ rank: 1, username: "player00" })
    expect(top[19]).toMatchObject({ rank: 20, username: "player19" })
  })

  it("gives the player inside the top 20 their place in it", () => {
    const self = { username: "player04", level: 1, turnover: 36_000 }
    const { top, own } = standingOf(players(40), self)
    expect(own.rank).toBe(5)
    expect(top.some((row) => row.username === "player04")).toBe(true)
  })

  it("gives the player outside the top 20 their own rank (21st and below)", () => {
    const self = { username: "player20", level: 1, turnover: 20_000 }
    const { top, own } = standingOf(players(40), self)
    expect(own.rank).toBe(21)
    expect(top.some((row) => row.username === "player20")).toBe(false)
  })

  it("does not rank a player without turnover (newbie): rank null, figure zero", () => {
    const { top, own } = standingOf(players(3), { username: "newbie", level: 1, turnover: 0 })
    expect(own).toEqual({ username: "newbie", level: 1, turnover: 0, rank: null })
    expect(top).toHaveLength(3)
  })

  it("breaks a tie by username, so every reading ranks the same", () => {
    const tied = [
      { username: "b", level: 1, turnover: 5 },
      { username: "a", level: 1, turnover: 5 }
    ]
    expect(standingOf(tied, { username: "b", level: 1, turnover: 5 }).own.rank).toBe(2)
  })

  it("takes the Bangkok week from Monday 00:00 to the next Monday (UTC+7)", () => {
    // Thursday 19 November 2026, 12:00 in Bangkok.
    const range = rankingRange(Date.UTC(2026, 10, 19, 5, 0), "week")
    expect(new Date(range.start).toISOString()).toBe("2026-11-15T17:00:00.000Z")
    expect(new Date(range.end).toISOString()).toBe("2026-11-22T17:00:00.000Z")
  })

  it("counts Sunday 23:59 in Bangkok in the week before, Monday 00:00 in the new one", () => {
    const sundayLate = Date.UTC(2026, 10, 22, 16, 59)
    const mondayStart = Date.UTC(2026, 10, 22, 17, 0)
    expect(rankingRange(sundayLate, "week").start).toBe(Date.UTC(2026, 10, 15, 17, 0))
    expect(rankingRange(mondayStart, "week").start).toBe(mondayStart)
  })

  it("takes the Bangkok month, and the 1st at 00:30 Bangkok (still the day before in UTC) is the new month", () => {
    const firstOfDecember = Date.UTC(2026, 10, 30, 17, 30)
    const range = rankingRange(firstOfDecember, "month")
    expect(new Date(range.start).toISOString()).toBe("2026-11-30T17:00:00.000Z")
    expect(new Date(range.end).toISOString()).toBe("2026-12-31T17:00:00.000Z")
  })

  it("ends February on the 28th in a common year", () => {
    const range = rankingRange(Date.UTC(2027, 1, 10), "month")
    expect(new Date(range.end).toISOString()).toBe("2027-02-28T17:00:00.000Z")
  })
})
