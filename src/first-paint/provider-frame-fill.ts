import { providerPageOf } from "../domain/game"
import { keptProviderGamesFor } from "../domain/kept-provider-games"
import { keptProviderName } from "../domain/kept-provider-name"
import type { ShellSnapshot } from "../domain/shell-snapshot"
import { gameLobbyPath } from "../routes/paths"
import { FRAME_FILL_ATTRIBUTE } from "../ui/frame-fill"
import { fillCard, fillText, slotOf, type CardParts } from "./frame-fill"

// What the one frame of every provider's games screen fills of its own (#30): the frame was drawn
// for one provider, and the address names the one on screen. Its heading gets that provider's name
// as the device kept it (its code when it kept none, as the app shows it until the list answers),
// its way back that category's lobby, and its card places the games the device kept of that
// provider in that category, the first row's pictures asked for first. Another provider's games are
// never shown: the places stay grey. Only this frame's inline fill carries it
// (frame-fill-provider-entry.ts).

/** How many cards a phone's first row shows: their pictures are asked for first. */
const FIRST_ROW = 3

export const fillProviderFrame = (root: ParentNode, snapshot: ShellSnapshot, pathname: string): void => {
  const page = providerPageOf(pathname)
  if (page === null) return
  const kept = keptProviderGamesFor(snapshot.providerGames, page)
  const places: Array<HTMLElement> = []
  for (const element of root.querySelectorAll<HTMLElement>(`[${FRAME_FILL_ATTRIBUTE}]`)) {
    const slot = slotOf(element)
    if (slot === "provider-title") fillText(element, keptProviderName(snapshot, page) ?? page.provider)
    else if (slot === "provider-back") element.setAttribute("href", gameLobbyPath(page.category))
    else if (slot === "game") places.push(element)
  }
  // None kept of this provider: the skeletons stay, never a false 'no games'.
  if (kept === null || kept.games.length === 0) return
  places.forEach((place, index) => {
    const game = kept.games[index]
    const parts: CardParts | undefined =
      game === undefined
        ? undefined
        : new Map([
            ["game-art", { picture: game.image }],
            ["game-name", { text: game.name }],
            ["game-provider-name", { text: kept.name }]
          ])
    fillCard(place, parts, index, FIRST_ROW)
  })
}
