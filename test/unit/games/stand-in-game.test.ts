import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { winlostOf } from "../../../server/api/winlost-memory"
import { call, login, start } from "../server/server-harness"
import {
  cashOut,
  getPage,
  launchUrlOf,
  ledgerOf,
  openGame,
  postRound,
  roundFieldOf,
  walletOf,
  type Page
} from "./games-harness"

// The stand-in game at the launch URL (issue #11; OPEN-26, money.md): the page, its rounds, the
// way back to the lobby, and the headers that keep it the site's own.

const DEMO_BALANCE = 1520.75

describe("the stand-in game page (#11)", () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await start()
  })
  beforeEach(async () => {
    await call(server, "POST", "/__dev/reset")
    // A reset ends every session (#31): each test logs in afresh.
    token = await login(server)
  })
  afterAll(() => server.close())

  const opened = async (returnUrl?: string, game = { provider: "JK", gameCode: "SL0001" }): Promise<string> =>
    launchUrlOf(await openGame(server, token, { ...game, ...(returnUrl === undefined ? {} : { returnUrl }) }))

  const play = async (path: string, bet: "10" | "50"): Promise<{ status: number; location: string | null }> => {
    const page = await getPage(server, path)
    return postRound(server, path, { bet, round: roundFieldOf(page.html) })
  }

  it("OPEN-26 the page shows the game's name, its provider and the game wallet in baht with 2 decimals", async () => {
    const page = await getPage(server, await opened())
    expect(page.status).toBe(200)
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(page.html).toContain('<html lang="th">')
    expect(page.html).toContain("<h1>ไวกิ้งซุปเปอร์</h1>")
    expect(page.html).toContain("Super Vikings · Joker Kingdom")
    expect(page.html).toContain("฿1,520.75")
    expect(page.html).toContain('src="/game-art/JK/SL0001.svg"')
    expect(page.html).toMatch(/<button type="submit" name="bet" value="10">เดิมพัน ฿10.00<\/button>/)
    expect(page.html).toContain("ยังไม่ได้เล่นรอบใด")
  })

  it("OPEN-26 'กลับสู่ล็อบบี้' leads to the validated return address, escaped", async () => {
    const returnUrl = `${server.url}/auth/games/slot/JK?cat=slot&from=game`
    const page = await getPage(server, await opened(returnUrl))
    expect(page.html).toContain(
      `<a class="back" href="${server.url}/auth/games/slot/JK?cat=slot&amp;from=game">กลับสู่ล็อบบี้</a>`
    )
  })

  it("#11 every text on the page is escaped (a name with an apostrophe)", async () => {
    const page = await getPage(server, await opened(undefined, { provider: "SG", gameCode: "CD0001" }))
    expect(page.html).toContain('<p class="provider">Speed Texas Hold&#39;em · Siam Gaming</p>')
    expect(page.html).toContain("<title>เท็กซัสโฮลเด็มสปีด · Siam Gaming</title>")
    expect(page.html).not.toMatch(/<script/i)
    expect(page.html).not.toMatch(/style=/i)
  })

  it("#11 the page has the site's CSP, cannot be framed, is never cached and links no other host", async () => {
    const page = await getPage(server, await opened())
    const csp = page.headers.get("content-security-policy") ?? ""
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("form-action 'self'")
    expect(csp).toContain("style-src-elem 'self'")
    expect(page.headers.get("cache-control")).toBe("no-store")
    expect(page.headers.get("x-content-type-options")).toBe("nosniff")
    for (const [, address] of page.html.matchAll(/(?:href|src|action)="([^"]*)"/g))
      expect(address?.startsWith("/") === true || address?.startsWith(server.url) === true, address).toBe(true)
  })

  it("#11 a round changes only the wallet, answers 303 back to the page, and is a game result for the loss refund", async () => {
    const path = await opened()
    const resultsBefore = winlostOf(server.state, "demo").results.length
    const answer = await play(path, "10")
    expect(answer).toEqual({ status: 303, location: path })
    const { gameWallet } = await walletOf(server)
    const results = winlostOf(server.state, "demo").results
    expect(results).toHaveLength(resultsBefore + 1)
    const win = results.at(-1)?.win ?? NaN
    expect(Math.round(gameWallet * 100)).toBe(152_075 + win)
    expect([-1000, -500, 500, 1000, 3000]).toContain(win)
    expect(await ledgerOf(server)).toHaveLength(1)
    const page = await getPage(server, path)
    expect(page.html).toContain("รอบที่ 1 · เดิมพัน ฿10.00")
  })

  it("#11 the cash-out after rounds brings back the wallet as the rounds left it", async () => {
    const path = await opened()
    for (const bet of ["10", "50", "10"] as const) await play(path, bet)
    const { gameWallet } = await walletOf(server)
    expect((await cashOut(server, token)).json).toMatchObject({ data: { amount: gameWallet, balance: gameWallet } })
    const sum = (await ledgerOf(server)).reduce((total, row) => total + row.amount, 0)
    expect(sum).toBe(Math.round(gameWallet * 100) - 152_075)
  })

  it("#11 a form posted twice (a double press, Back then resend) plays one round", async () => {
    const path = await opened()
    const page = await getPage(server, path)
    const round = roundFieldOf(page.html)
    await postRound(server, path, { bet: "10", round })
    await postRound(server, path, { bet: "10", round })
    expect(roundFieldOf((await getPage(server, path)).html)).toBe("1")
  })

  it("#11 a bet over the wallet plays nothing and the page says why in Thai", async () => {
    const path = await opened()
    await call(server, "POST", "/__dev/game-wallet", { body: { username: "demo", amount: 20 } })
    const answer = await play(path, "50")
    expect(answer).toEqual({ status: 303, location: `${path}?notice=short` })
    const page: Page = await getPage(server, answer.location ?? "")
    expect(page.html).toContain('<p class="notice" role="alert">เครดิตในเกมไม่พอสำหรับเดิมพันนี้</p>')
    expect(page.html).toMatch(/value="50" disabled>/)
    expect((await walletOf(server)).gameWallet).toBe(20)
  })

  it("#11 a round form from another site, of another type, or malformed is refused", async () => {
    const path = await opened()
    const round = "0"
    expect((await postRound(server, path, { bet: "10", round }, { "sec-fetch-site": "cross-site" })).status).toBe(403)
    expect((await postRound(server, path, { bet: "10", round }, { origin: "https://evil.example" })).status).toBe(403)
    expect((await postRound(server, path, { bet: "10", round }, { "content-type": "text/plain" })).status).toBe(415)
    expect((await postRound(server, path, { bet: "1000", round })).status).toBe(400)
    expect((await postRound(server, path, { bet: "10", round: "-1" })).status).toBe(400)
    expect((await walletOf(server)).gameWallet).toBe(DEMO_BALANCE)
  })

  it("#11 after the cash-out the session has ended: a Thai page with a way back to the lobby, and no round", async () => {
    const path = await opened()
    await cashOut(server, token)
    const resultsBefore = winlostOf(server.state, "demo").results.length
    const page = await getPage(server, path)
    expect(page.status).toBe(404)
    expect(page.html).toContain("เซสชันเกมนี้สิ้นสุดแล้ว")
    expect(page.html).toContain('<a class="back" href="/auth/games/category">กลับสู่ล็อบบี้</a>')
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(await postRound(server, path, { bet: "10", round: "0" })).toEqual({ status: 303, location: path })
    expect(winlostOf(server.state, "demo").results.length).toBe(resultsBefore)
  })

  it("#11 an unknown session id is the ended page; a path that is no session id is a bare 404", async () => {
    expect((await getPage(server, `/stand-in/game/${crypto.randomUUID()}`)).html).toContain("เซสชันเกมนี้สิ้นสุดแล้ว")
    const odd = await getPage(server, "/stand-in/game/..%2f..%2fpackage.json")
    expect(odd.status).toBe(404)
    expect(odd.headers.get("content-type")).toBe("text/plain; charset=utf-8")
  })

  it("#11 the stand-in stylesheets are served from the server's folder", async () => {
    const css = await fetch(`${server.url}/stand-in/game.css`)
    expect(css.status).toBe(200)
    expect(css.headers.get("content-type")).toBe("text/css; charset=utf-8")
  })
})
