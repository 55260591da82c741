import { expect, test } from "./support/fixtures"
import { twoFrames } from "./support/screens"
import { DEMO, openSignedIn, storedSession } from "./support/session"

// Field data from players' phones (#30): the built app loads web-vitals after its first paint and,
// as the page goes away, beacons the visit's metrics to the reference API's /api/vitals.

const COPIES_KEY = "e2e.vitals-beacons"
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i

interface KeptRow {
  readonly route: string
  readonly name: string
  readonly brand: string
}

const isKeptRow = (value: unknown): value is KeptRow =>
  typeof value === "object" &&
  value !== null &&
  "route" in value &&
  typeof value.route === "string" &&
  "name" in value &&
  typeof value.name === "string" &&
  "brand" in value &&
  typeof value.brand === "string"

test("#30 a visit's LCP and CLS reach /api/vitals with the route pattern and nothing personal", async ({
  page,
  request
}) => {
  // Playwright's request events and a page's CDP session both miss a beacon sent as the page
  // unloads, so the page keeps a copy of each JSON body it makes, in its storage, which outlives it.
  await page.addInitScript((key) => {
    class CopyingBlob extends Blob {
      constructor(parts?: Array<BlobPart>, options?: BlobPropertyBag) {
        super(parts, options)
        if (options?.type !== "application/json") return
        const text = (parts ?? []).filter((part): part is string => typeof part === "string").join("")
        const kept: unknown = JSON.parse(localStorage.getItem(key) ?? "[]")
        localStorage.setItem(key, JSON.stringify([...(Array.isArray(kept) ? kept : []), text]))
      }
    }
    Object.assign(window, { Blob: CopyingBlob })
  }, COPIES_KEY)
  const senderLoaded = page.waitForResponse((response) => /\/assets\/field-vitals-[\w-]+\.js$/.test(response.url()))
  await openSignedIn(page, "/auth/reward/7")
  await senderLoaded
  // web-vitals' observers get the page's buffered paints and shifts in a task of their own.
  await twoFrames(page)
  const { token } = await storedSession(page)
  expect(token).not.toBeNull()

  // Leaving the page hides it: web-vitals reports the final LCP and CLS, and the batch is beaconed.
  await page.goto("about:blank")

  const kept = async (): Promise<ReadonlyArray<KeptRow>> => {
    const body: unknown = await (await request.get("/__dev/vitals")).json()
    return Array.isArray(body) ? body.filter(isKeptRow) : []
  }
  await expect
    .poll(async () => (await kept()).filter((row) => row.route === "/auth/reward/:categoryId").map((row) => row.name))
    .toEqual(expect.arrayContaining(["LCP", "CLS"]))
  expect((await kept()).every((row) => row.brand === "goldbet")).toBe(true)

  // Back on the site (a page that shows no player data), to read the copies.
  await page.goto("/404")
  const copies: unknown = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), COPIES_KEY)) ?? "[]")
  const beacons = Array.isArray(copies) ? copies.map(String) : []
  expect(beacons.length).toBeGreaterThan(0)
  for (const body of beacons) {
    expect(body).toContain('"route":"/auth/reward/:categoryId"')
    expect(body).not.toContain(DEMO.username)
    expect(body).not.toContain(token ?? "no token")
    expect(body).not.toMatch(UUID)
    expect(body).not.toContain("/auth/reward/7")
  }
})
