import { describe, expect, it } from "vitest"
import { currentLobbyCategory } from "../../../src/routes/shell/current-lobby-category"

// The category the desktop category row marks current (#29): the lobby's own, read as the lobby reads it.

describe("the desktop category row's current category (#29)", () => {
  it("#29 on the lobby it is the address's category", () => {
    expect(currentLobbyCategory("/auth/games/category", "?cat=slot")).toBe("slot")
    expect(currentLobbyCategory("/auth/games/category/", "?cat=lotto")).toBe("lotto")
  })

  it("#29 on the lobby without a category, or with an unknown one, it is sport, the tab the lobby shows", () => {
    expect(currentLobbyCategory("/auth/games/category", "")).toBe("sport")
    expect(currentLobbyCategory("/auth/games/category", "?cat=poker")).toBe("sport")
  })

  it("#29 on any other page none is current, a provider's games included", () => {
    expect(currentLobbyCategory("/auth/dashboard", "?cat=slot")).toBeNull()
    expect(currentLobbyCategory("/auth/games/slot/JK", "")).toBeNull()
  })
})
