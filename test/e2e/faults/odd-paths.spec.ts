import { expect, test } from "../support/fixtures"

// Row 19 (#9): paths no route of the app could have get the app's Thai not-found page with a 404,
// never plain English and never a redirect off the site.

const ODD_PATHS = ["//evil.example", "/x.png", "/login%00", "/contact/%3Cscript%3E"] as const

for (const odd of ODD_PATHS) {
  test(`odd path ${odd}: a 404 answered with the app's Thai not-found page, on this origin (ROUTE-37, ROUTE-38, #9)`, async ({
    page,
    baseURL
  }) => {
    const response = await page.goto(`${baseURL ?? ""}${odd}`)
    expect(response?.status()).toBe(404)
    expect(response?.headers()["content-type"]).toContain("text/html")
    await expect(page.getByText("ไม่พบหน้าที่คุณต้องการ")).toBeVisible()
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "http://127.0.0.1").origin)
    await expect(page.getByText("Not found")).toHaveCount(0)
  })
}
