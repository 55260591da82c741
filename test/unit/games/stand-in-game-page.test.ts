import { describe, expect, it } from "vitest"
import { escapeHtml } from "../../../server/games/html"
import { payoutPercentOf, ROUND_DRAWS, settleRound } from "../../../server/games/game-round"
import { endedPage, gamePage } from "../../../server/games/stand-in-game-page"
import { satang, wholeBaht } from "../../../src/domain/money"

// The stand-in game's HTML and its round rule (issue #11), without a server.

const HOSTILE = `<script>alert("x")</script>'&`

const view = {
  sessionId: "0b8f5a6e-2f4e-4f7e-9a55-3c1d2e4f5a6b",
  game: {
    code: "SL0001",
    provider: "JK",
    category: "slot" as const,
    name: HOSTILE,
    nameEn: HOSTILE,
    image: `/game-art/JK/SL0001.svg"><script>`,
    badge: null
  },
  providerName: HOSTILE,
  wallet: satang(123_456),
  rounds: [
    { at: 1, bet: wholeBaht(10), win: satang(-1000) },
    { at: 2, bet: wholeBaht(50), win: satang(5000) }
  ],
  played: 12,
  returnUrl: `http://127.0.0.1/auth/games/category?a="><script>alert(1)</script>`,
  notice: "short" as const
}

describe("the stand-in game's page (#11)", () => {
  it("#11 escapes every character that could end a text or an attribute", () => {
    expect(escapeHtml(HOSTILE)).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;")
  })

  it("#11 no name, address or provider becomes markup", () => {
    const html = gamePage(view)
    expect(html).not.toContain("<script")
    expect(html).toContain("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;</h1>")
    expect(html).toContain(
      'href="http://127.0.0.1/auth/games/category?a=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'
    )
  })

  it("#11 shows the wallet with 2 decimals, the newest round first numbered by all rounds played, and the notice", () => {
    const html = gamePage(view)
    expect(html).toContain("<strong>฿1,234.56</strong>")
    expect(html.indexOf("รอบที่ 12 · เดิมพัน ฿50.00")).toBeLessThan(html.indexOf("รอบที่ 11 · เดิมพัน ฿10.00"))
    expect(html).toContain('<span class="win">ได้ +฿50.00</span>')
    expect(html).toContain('<span class="loss">เสีย ฿10.00</span>')
    expect(html).toContain('name="round" value="12"')
    expect(html).toContain("เครดิตในเกมไม่พอสำหรับเดิมพันนี้")
  })

  it("#11 the ended page says so in Thai and leads to the lobby", () => {
    const html = endedPage()
    expect(html).toContain("<h1>เซสชันเกมนี้สิ้นสุดแล้ว</h1>")
    expect(html).toContain('href="/auth/games/category">กลับสู่ล็อบบี้</a>')
  })
})

describe("a round of the stand-in game (#11)", () => {
  it("#11 a draw pays 0, 0.5, 1.5, 2 or 4 times the bet: small wins and losses", () => {
    const bet = wholeBaht(10)
    const wins = Array.from({ length: ROUND_DRAWS }, (_, draw) => settleRound(bet, draw))
    expect(new Set(wins)).toEqual(new Set([-1000, -500, 500, 1000, 3000]))
    expect(settleRound(bet, 0)).toBe(-1000)
    expect(settleRound(bet, 99)).toBe(3000)
  })

  it("#11 it pays back 92.5% of the bets over all draws (a house edge, never a sure win)", () => {
    const paid = Array.from({ length: ROUND_DRAWS }, (_, draw) => payoutPercentOf(draw)).reduce((a, b) => a + b, 0)
    expect(paid / ROUND_DRAWS).toBe(92.5)
  })
})
