import type { GameSummary } from "../../src/domain/game-schema"
import { formatBaht, subtractSatang, wholeBaht, ZERO_SATANG, type Satang } from "../../src/domain/money"
import type { GameRound } from "../api/games-memory"
import { escapeHtml } from "./html"
import { LOBBY_PATH, roundPathOf } from "./stand-in-game-paths"

// The stand-in game's HTML (issue #11): the game's name and provider, the game wallet, two bets,
// the rounds played and 'กลับสู่ล็อบบี้' to the validated lobby address. Server-rendered, with no
// script and no inline style (the site's CSP), every text escaped.

/** The bets a round can have, in whole baht (the form's values). */
export const BETS = ["10", "50"] as const
export type Bet = (typeof BETS)[number]
export const betAmount = (bet: Bet): Satang => wholeBaht(Number(bet))

/** Why the page was shown again after a round: only these codes, so no text of a request is echoed. */
export const NOTICES = { short: "เครดิตในเกมไม่พอสำหรับเดิมพันนี้" } as const
export type Notice = keyof typeof NOTICES

/** How many rounds the log shows, newest first. */
const LOG_LENGTH = 10

export interface GamePageView {
  readonly sessionId: string
  readonly game: GameSummary
  readonly providerName: string
  readonly wallet: Satang
  readonly rounds: ReadonlyArray<GameRound>
  /** Rounds played in all (the log keeps the last ones). */
  readonly played: number
  readonly returnUrl: string
  readonly notice: Notice | null
}

const page = (title: string, body: string): string =>
  `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/stand-in/stand-in.css">
<link rel="stylesheet" href="/stand-in/game.css">
</head>
<body>
<main class="game">
${body}
</main>
</body>
</html>
`

const outcome = (win: Satang): string =>
  win > 0
    ? `<span class="win">ได้ +${escapeHtml(formatBaht(win))}</span>`
    : win < 0
      ? `<span class="loss">เสีย ${escapeHtml(formatBaht(subtractSatang(ZERO_SATANG, win)))}</span>`
      : `<span>เท่าทุน</span>`

const roundLog = (rounds: ReadonlyArray<GameRound>, played: number): string => {
  if (rounds.length === 0) return `<p class="note">ยังไม่ได้เล่นรอบใด</p>`
  const items = rounds
    .map((round, index) => ({ round, number: played - rounds.length + index + 1 }))
    .slice(-LOG_LENGTH)
    .reverse()
    .map(
      ({ round, number }) =>
        `<li><span>รอบที่ ${number} · เดิมพัน ${escapeHtml(formatBaht(round.bet))}</span>${outcome(round.win)}</li>`
    )
  return `<ol class="log">${items.join("")}</ol>`
}

const betButton = (bet: Bet, wallet: Satang): string => {
  const amount = betAmount(bet)
  return `<button type="submit" name="bet" value="${bet}"${amount > wallet ? " disabled" : ""}>เดิมพัน ${escapeHtml(formatBaht(amount))}</button>`
}

export const gamePage = (view: GamePageView): string =>
  page(
    `${view.game.name} · ${view.providerName}`,
    `<a class="back" href="${escapeHtml(view.returnUrl)}">กลับสู่ล็อบบี้</a>
<img class="art" src="${escapeHtml(view.game.image)}" alt="" width="160" height="160">
<h1>${escapeHtml(view.game.name)}</h1>
<p class="provider">${escapeHtml(view.game.nameEn)} · ${escapeHtml(view.providerName)}</p>
<p class="wallet">เครดิตในเกม <strong>${escapeHtml(formatBaht(view.wallet))}</strong></p>
${view.notice === null ? "" : `<p class="notice" role="alert">${escapeHtml(NOTICES[view.notice])}</p>`}
<form class="bets" method="post" action="${escapeHtml(roundPathOf(view.sessionId))}">
<input type="hidden" name="round" value="${view.played}">
${BETS.map((bet) => betButton(bet, view.wallet)).join("\n")}
</form>
<h2>รอบที่เล่น</h2>
${roundLog(view.rounds, view.played)}
<p class="note">เกมจำลองของระบบ: เครดิตที่เหลือในเกมกลับเข้ายอดเงินเมื่อกลับสู่ล็อบบี้</p>`
  )

/** A session unknown or over (cashed out, or another game opened since). */
export const endedPage = (): string =>
  page(
    "เซสชันเกมสิ้นสุดแล้ว",
    `<h1>เซสชันเกมนี้สิ้นสุดแล้ว</h1>
<p class="provider">เปิดเกมอีกครั้งได้จากล็อบบี้</p>
<a class="back" href="${LOBBY_PATH}">กลับสู่ล็อบบี้</a>`
  )
