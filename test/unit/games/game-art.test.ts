import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../../../server/app"
import { allDemoGames } from "../../../src/domain/demo/games"
import { DEMO_PROVIDERS } from "../../../src/domain/demo/game-providers"
import { gameArtOf } from "../../../server/games/game-art-route"
import { start } from "../server/server-harness"

// The lobby's generated artwork (issue #11): drawn by the server, small, inert, cached.

describe("the games' artwork (#11)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await start()
  })
  afterAll(() => server.close())

  it("#11 #29 every game's and provider's picture is an inert SVG of at most 3 kB, the same every time", () => {
    for (const game of allDemoGames()) {
      const art = gameArtOf(game.image) ?? ""
      expect(art, game.image).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
      expect(Buffer.byteLength(art), game.image).toBeLessThanOrEqual(3072)
      expect(art).not.toMatch(/<script|<style|<image|<foreignObject|href=|on\w+=|url\((?!#)/i)
    }
    for (const { code } of DEMO_PROVIDERS) {
      const logo = gameArtOf(`/game-art/providers/${code}.svg`) ?? ""
      expect(Buffer.byteLength(logo), code).toBeLessThan(2048)
      expect(logo).not.toMatch(/<script|<style|<image|<foreignObject|href=|on\w+=|url\((?!#)/i)
      expect(logo).toContain(`>${code}</text>`)
    }
    expect(gameArtOf("/game-art/JK/SL0001.svg")).toBe(gameArtOf("/game-art/JK/SL0001.svg"))
    expect(gameArtOf("/game-art/JK/SL0001.svg")).not.toBe(gameArtOf("/game-art/JK/SL0002.svg"))
  })

  it("#11 GET /game-art/<provider>/<code>.svg answers image/svg+xml, cached a week, with an ETag", async () => {
    const res = await fetch(`${server.url}/game-art/JK/SL0001.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(res.headers.get("cache-control")).toBe("public, max-age=604800")
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'")
    expect(await res.text()).toBe(gameArtOf("/game-art/JK/SL0001.svg"))
    const etag = res.headers.get("etag") ?? ""
    const again = await fetch(`${server.url}/game-art/JK/SL0001.svg`, { headers: { "if-none-match": etag } })
    expect(again.status).toBe(304)
  })

  it("#11 GET /game-art/providers/<code>.svg answers the provider's logo", async () => {
    const res = await fetch(`${server.url}/game-art/providers/JK.svg`)
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toBe("image/svg+xml")
    expect(await res.text()).toContain(">JK</text>")
  })

  it("#11 an unknown provider or game, or another path under /game-art/, is a 404; a write is a 405", async () => {
    for (const path of [
      "/game-art/JK/SL9999.svg",
      "/game-art/ZZ/SL0001.svg",
      "/game-art/providers/ZZ.svg",
      "/game-art/providers/jk.svg",
      "/game-art/JK/SL0001.png",
      "/game-art/JK/../SL0001.svg",
      "/game-art/"
    ]) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status, path).toBe(404)
    }
    expect((await fetch(`${server.url}/game-art/JK/SL0001.svg`, { method: "POST" })).status).toBe(405)
  })
})
