import { readFileSync, writeFileSync } from "node:fs"
import { editBrandDocument, TAWAN99 } from "../support/reference-brands"
import type { Browser } from "@playwright/test"
import { expect, test } from "./support/fixtures"
import { portOf } from "./support/worker-server"

// One bundle, many brands: the brand follows the hostname (PROD-05). Chromium maps the brands'
// test hosts to this machine (playwright.config.ts), so the worker's server answers as each brand.

const opener = (browser: Browser, port: string) => async (host: string, path: string) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto(`http://${host}:${port}${path}`)
  return page
}

test("PROD-05 PROD-06 the same bundle shows each brand's name and theme colour by hostname", async ({
  browser,
  server
}) => {
  const open = opener(browser, portOf(server))
  const gold = await open("goldbet.member.test", "/login")
  await expect(gold).toHaveTitle("เข้าสู่ระบบ — GoldBet")
  const goldButton = gold.getByRole("button", { name: "เข้าสู่ระบบ" })
  await expect(goldButton).toHaveCSS("background-color", "rgb(255, 202, 0)")

  const siam = await open("siamwin.member.test", "/login")
  await expect(siam).toHaveTitle("เข้าสู่ระบบ — SiamWin")
  await expect(siam.getByRole("button", { name: "เข้าสู่ระบบ" })).toHaveCSS("background-color", "rgb(34, 197, 94)")
})

test("LAYOUT-27 a brand with the alternate flag gets the simple navigation, search box and footer", async ({
  browser,
  server
}) => {
  const open = opener(browser, portOf(server))
  const naga = await open("nagabet.member.test", "/contact")
  await expect(naga.getByRole("searchbox")).toBeVisible()
  await expect(naga.locator('a[href="/login"]').first()).toBeVisible()
  // A guest's way in and the public links, as in the standard layout (#15).
  await expect(naga.getByRole("link", { name: "สมัครสมาชิก", exact: true })).toHaveAttribute("href", "/register")
  const links = naga.getByRole("navigation", { name: "โปรโมชั่นและผลบอล" }).getByRole("link")
  await expect(links).toHaveText(["โปรโมชั่น", "ผลบอลสด", "ตารางคะแนน"])
  await expect(naga.locator("main")).toHaveCount(1)
  await expect(naga.locator("footer")).toBeVisible()
  await expect(naga.getByRole("button", { name: "เปิดเมนู" })).toHaveCount(0)

  const gold = await open("goldbet.member.test", "/contact")
  await expect(gold.getByRole("searchbox")).toHaveCount(0)
  await expect(gold.getByRole("button", { name: "เปิดเมนู" })).toBeVisible()
})

test("#32 a 23rd brand added to the served brand document opens on its host with its name, colour and manifest, no build", async ({
  browser,
  server,
  request
}) => {
  const original = readFileSync(server.brands.file, "utf8")
  editBrandDocument(server.brands.file, (brands) => [...brands, TAWAN99])
  try {
    const served = await request.get("/brands.json")
    expect(JSON.stringify(await served.json())).toContain('"tawan99"')
    const page = await opener(browser, portOf(server))("tawan99.member.test", "/login")
    await expect(page).toHaveTitle("เข้าสู่ระบบ — Tawan99")
    await expect(page.getByRole("button", { name: "เข้าสู่ระบบ" })).toHaveCSS("background-color", "rgb(255, 138, 61)")
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#ff8a3d")
    const manifest = await page.evaluate(async () => (await fetch("/manifest.webmanifest")).json())
    expect(manifest).toMatchObject({ name: "Tawan99", short_name: "Tawan99", theme_color: "#ff8a3d" })
    // No flash of the default brand: the page as served already has the brand's colour, before any script.
    const html = await page.evaluate(async () => (await fetch("/login")).text())
    expect(html).toContain('data-brand="tawan99" style="--brand-colour:#ff8a3d;--brand-rgb:255 138 61"')
    expect(html).not.toContain('content="#FFCA00"')
  } finally {
    writeFileSync(server.brands.file, original)
  }
})
