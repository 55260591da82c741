import { expect, test } from "./support/fixtures"
import { recordRequests } from "./support/network"
import {
  arriveAtSubmit,
  expectLookupNote,
  field,
  fillStep1,
  NEW_PLAYER,
  REGISTER_PATH,
  REGISTER_TEXTS,
  lookupsOnTheClock,
  registerHeading,
  stepHeading,
  submitButton
} from "./support/register"
import { dismissCheckInPopup, loginThroughUi, pathOf } from "./support/session"

// Registration (#12): four paths, one two-step form, lookups as the player types, one POST that
// starts a session.

const REGISTRATION_PATHS = ["/register", "/regis/T1/M1", "/regiss/T2/M2", "/aff/SC7788"] as const

test.describe("registration", () => {
  test.beforeEach(async ({ page }) => {
    await lookupsOnTheClock(page)
  })

  test("ROUTE-27..ROUTE-30, LAYOUT-24 every registration path shows step 1, and its logo is not a link", async ({
    page
  }) => {
    for (const path of REGISTRATION_PATHS) {
      await page.goto(path)
      await expect(registerHeading(page), path).toBeVisible()
      await expect(stepHeading(page, REGISTER_TEXTS.step1), path).toBeVisible()
      await expect(
        page
          .locator("header")
          .getByRole("link")
          .filter({ has: page.locator("img") }),
        path
      ).toHaveCount(0)
      await expect(page).toHaveTitle(/^สมัครสมาชิก — /)
    }
    await page.goto("/contact")
    await expect(
      page
        .locator("header")
        .getByRole("link")
        .filter({ has: page.locator("img") })
    ).toHaveCount(1)
  })

  test("#12 /login links to registration, and registration links back to /login", async ({ page }) => {
    await page.goto("/login")
    // The screens' own links; the header's are guest-polish.spec.ts's (#15).
    await page.getByRole("main").getByRole("link", { name: "สมัครสมาชิก" }).click()
    await expect(page).toHaveURL(/\/register$/)
    await page.getByRole("main").getByRole("link", { name: "เข้าสู่ระบบ" }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test("OPEN-21, VAL-06 the phone and username lookups say taken or free, with the value in the path", async ({
    page
  }) => {
    const requests = recordRequests(page)
    await page.goto("/register")
    await field(page, "เบอร์โทรศัพท์").fill("0812345678")
    await expectLookupNote(page, REGISTER_TEXTS.phoneTaken)
    await field(page, "ชื่อผู้ใช้").fill("demo")
    await expectLookupNote(page, REGISTER_TEXTS.usernameTaken)
    await field(page, "เบอร์โทรศัพท์").fill("0891234567")
    await expectLookupNote(page, REGISTER_TEXTS.phoneFree)
    await field(page, "ชื่อผู้ใช้").fill("somsak01")
    await expectLookupNote(page, REGISTER_TEXTS.usernameFree)
    const paths = (await requests.all()).map((r) => r.path)
    expect(paths).toContain("/api/user/checkPhone/0812345678")
    expect(paths).toContain("/api/user/checkUsername/demo")
    // A taken value keeps the player on step 1.
    await field(page, "ชื่อผู้ใช้").fill("demo")
    await expectLookupNote(page, REGISTER_TEXTS.usernameTaken)
    await field(page, "รหัสผ่าน").fill("abc12345")
    await field(page, "ยืนยันรหัสผ่าน").fill("abc12345")
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
    await expect(stepHeading(page, REGISTER_TEXTS.step1)).toBeVisible()
  })

  test("OPEN-17 the rules show their messages and 'ถัดไป' does not go on while one fails", async ({ page }) => {
    await page.goto("/register")
    await field(page, "เบอร์โทรศัพท์").fill("0512345678")
    await expect(page.getByText("เบอร์โทรศัพท์ต้องมี 10 หลัก ขึ้นต้นด้วย 06, 08 หรือ 09")).toBeVisible()
    await field(page, "ชื่อผู้ใช้").fill("ab")
    await field(page, "รหัสผ่าน").fill("abcdefgh")
    await field(page, "ยืนยันรหัสผ่าน").fill("abcdefgx")
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
    await expect(page.getByText("ชื่อผู้ใช้ต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 4–16 ตัว")).toBeVisible()
    await expect(page.getByText("รหัสผ่านต้องมี 8–32 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข")).toBeVisible()
    await expect(page.getByText(REGISTER_TEXTS.mismatch)).toBeVisible()
    await expect(stepHeading(page, REGISTER_TEXTS.step1)).toBeVisible()
    await expect(field(page, "รหัสผ่าน")).toHaveAttribute("aria-invalid", "true")
  })

  test("OPEN-21, VAL-06, VAL-08 the bank account lookup: taken, free with the bank's holder name, and typed where the bank gives none", async ({
    page
  }) => {
    await page.goto("/register")
    await fillStep1(page)
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
    await expect(stepHeading(page, REGISTER_TEXTS.step2)).toBeFocused()
    const requests = recordRequests(page)
    await page.getByRole("radio", { name: "กสิกรไทย" }).check()
    // demo's own account at KBank.
    await field(page, "เลขบัญชีธนาคาร").fill("1234567890")
    await expectLookupNote(page, REGISTER_TEXTS.bankIdTaken)
    await field(page, "เลขบัญชีธนาคาร").fill("9876543210")
    await expectLookupNote(page, REGISTER_TEXTS.bankIdFree)
    await expect(field(page, "ชื่อบัญชี")).toHaveValue(/^(นาย|นาง|นางสาว) \S+ \S+$/)
    await expect(field(page, "ชื่อบัญชี")).toHaveAttribute("readonly", "")
    const sent = await requests.all()
    expect(sent.some((r) => r.path === "/api/user/checkBankId/9876543210" && r.method === "POST")).toBe(true)
    expect(sent.some((r) => r.path === "/api/bank/name" && r.method === "POST")).toBe(true)
    // GSB: 12 digits, and no name from the bank (typed by the player).
    await page.getByRole("radio", { name: "ออมสิน" }).check()
    await expect(page.getByText("เลขบัญชีธนาคารต้องเป็นตัวเลข 12 หลัก")).toBeVisible()
    await field(page, "เลขบัญชีธนาคาร").fill("020012345678")
    await expectLookupNote(page, REGISTER_TEXTS.bankIdFree)
    await expect(field(page, "ชื่อบัญชี")).toHaveValue("")
    await expect(field(page, "ชื่อบัญชี")).not.toHaveAttribute("readonly", "")
  })

  test("OPEN-21, VAL-07 the inviter lookup: an unknown code says 'ไม่พบรหัสผู้แนะนำ' and blocks; a known one shows the masked name", async ({
    page
  }) => {
    await arriveAtSubmit(page)
    const requests = recordRequests(page)
    await field(page, "รหัสผู้แนะนำ").fill("ZZZZ99")
    await expectLookupNote(page, REGISTER_TEXTS.inviterNotFound)
    await submitButton(page).click()
    await page.waitForTimeout(300)
    expect((await requests.all()).filter((r) => r.path === REGISTER_PATH)).toHaveLength(0)
    await field(page, "รหัสผู้แนะนำ").fill("sc7788")
    await expectLookupNote(page, "ผู้แนะนำ: สมชาย ใ***")
    expect((await requests.all()).some((r) => r.path === "/api/user/inviter/SC7788")).toBe(true)
  })

  test("UI-14, API-08 a full registration sends one POST with both steps and lands logged in on the dashboard at silver with ฿0.00", async ({
    page
  }) => {
    await arriveAtSubmit(page)
    const requests = recordRequests(page)
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await expect(page.getByText(REGISTER_TEXTS.welcome).first()).toBeVisible()
    await dismissCheckInPopup(page)
    await expect(page.locator("[data-balance]")).toHaveText("฿0.00")
    await expect(page.getByText(/silver/i).first()).toBeVisible()
    const posts = (await requests.all()).filter((r) => r.path === REGISTER_PATH)
    expect(posts).toHaveLength(1)
    const body: unknown = JSON.parse(posts[0]?.postData ?? "null")
    expect(body).toMatchObject({
      phone: NEW_PLAYER.phone,
      username: NEW_PLAYER.username,
      password: NEW_PLAYER.password,
      confirmPassword: NEW_PLAYER.password,
      bankCode: "004",
      bankId: NEW_PLAYER.bankId,
      lineId: NEW_PLAYER.lineId,
      inviterCode: null,
      team: null,
      marketing: null
    })
    expect(posts[0]?.headers["idempotency-key"]).toMatch(/\S/)
    // Nothing of the form stays in the tab, and no password was ever stored.
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }))
    expect(stored).not.toContain(NEW_PLAYER.password)
    expect(stored).not.toContain("register.step1")
  })

  test("the new password logs in after a logout", async ({ page }) => {
    await arriveAtSubmit(page)
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await page.evaluate(() => localStorage.clear())
    await page.goto("/login")
    await field(page, "ชื่อผู้ใช้หรือเบอร์โทรศัพท์").fill(NEW_PLAYER.username)
    await field(page, "รหัสผ่าน").fill(NEW_PLAYER.password)
    await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
  })

  test("ROUTE-28, ROUTE-29, OPEN-67 /regis and /regiss send their team and marketing with the registration", async ({
    page,
    dev
  }) => {
    const requests = recordRequests(page)
    const paths = [
      ["/regis/T1/M1", "T1", "M1"],
      ["/regiss/T2/M2", "T2", "M2"]
    ] as const
    for (const [path] of paths) {
      await dev.reset()
      await arriveAtSubmit(page, path)
      await submitButton(page).click()
      await expect(page).toHaveURL(/\/auth\/dashboard$/)
      // Logged out again for the next path (the guest guard would send a player on).
      await page.evaluate(() => localStorage.clear())
    }
    // Nothing left loading when the test ends (the recorder reads each request's headers).
    await page.goto("about:blank")
    const posts = (await requests.all()).filter((r) => r.path === REGISTER_PATH)
    expect(posts).toHaveLength(2)
    for (const [index, [, team, marketing]] of paths.entries()) {
      expect(JSON.parse(posts[index]?.postData ?? "null")).toMatchObject({ team, marketing, inviterCode: null })
    }
  })

  test("ROUTE-30, OPEN-67 /aff/{afCode} fills and locks the inviter code, looks it up at once and registers with it", async ({
    page
  }) => {
    const requests = recordRequests(page)
    await page.goto("/aff/SC7788")
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).waitFor()
    // At once: with the page, before anything is typed (its command and contract rows load first,
    // so the request may follow the first paint by a moment).
    await expect.poll(async () => (await requests.all()).some((r) => r.path === "/api/user/inviter/SC7788")).toBe(true)
    await fillStep1(page)
    await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
    await expect(field(page, "รหัสผู้แนะนำ")).toHaveValue("SC7788")
    await expect(field(page, "รหัสผู้แนะนำ")).toHaveAttribute("readonly", "")
    await expectLookupNote(page, "ผู้แนะนำ: สมชาย ใ***")
    await page.getByRole("radio", { name: NEW_PLAYER.bank }).check()
    await field(page, "เลขบัญชีธนาคาร").fill(NEW_PLAYER.bankId)
    await expectLookupNote(page, REGISTER_TEXTS.bankIdFree)
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    const post = (await requests.all()).find((r) => r.path === REGISTER_PATH)
    expect(JSON.parse(post?.postData ?? "null")).toMatchObject({ inviterCode: "SC7788" })
  })

  test("ROUTE-30, PROD-04 a player registered through /aff/<demo's code> appears in demo's downline, newest first", async ({
    page
  }) => {
    await arriveAtSubmit(page, "/aff/SC7788")
    await submitButton(page).click()
    await expect(page).toHaveURL(/\/auth\/dashboard$/)
    await page.evaluate(() => localStorage.clear())
    await loginThroughUi(page)
    await dismissCheckInPopup(page)
    await page.getByRole("button", { name: "เมนู", exact: true }).click()
    await page.getByRole("dialog", { name: "เมนู" }).getByRole("link", { name: "แนะนำเพื่อน" }).click()
    await expect(page).toHaveURL(/\/auth\/affiliate$/)
    await expect(page.getByText("ทั้งหมด 1,001 คน")).toBeVisible()
    const list = page.getByRole("region", { name: "รายชื่อเพื่อนที่แนะนำ" })
    // Masked by the API: the first 2 and the last 2 characters of "somsak01".
    await expect(list.locator("[data-downline]").first()).toContainText("so***01")
  })

  test("#12 step 1 survives a reload as typed, without its passwords", async ({ page }) => {
    await page.goto("/register")
    await field(page, "เบอร์โทรศัพท์").fill(NEW_PLAYER.phone)
    await field(page, "ชื่อผู้ใช้").fill(NEW_PLAYER.username)
    await field(page, "รหัสผ่าน").fill(NEW_PLAYER.password)
    const kept = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }))
    await expect.poll(kept, { message: "the draft is kept in sessionStorage" }).toContain(NEW_PLAYER.username)
    expect(await kept()).not.toContain(NEW_PLAYER.password)
    await page.reload()
    await expect(field(page, "เบอร์โทรศัพท์")).toHaveValue(NEW_PLAYER.phone)
    await expect(field(page, "ชื่อผู้ใช้")).toHaveValue(NEW_PLAYER.username)
    await expect(field(page, "รหัสผ่าน")).toHaveValue("")
  })

  test("ROUTE-25 a logged-in player opening a registration path goes to /auth/dashboard", async ({ page }) => {
    await loginThroughUi(page)
    for (const path of REGISTRATION_PATHS) {
      await page.goto(path)
      await expect(page, path).toHaveURL(/\/auth\/dashboard$/)
    }
  })

  test("the design card's interruption: a lookup still in flight when the value changes is aborted and never shown", async ({
    page
  }) => {
    await page.goto("/register")
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/api/user/checkUsername/demo", async (route) => {
      await held
      await route.continue().catch(() => undefined)
    })
    const aborted: Array<string> = []
    page.on("requestfailed", (request) => aborted.push(new URL(request.url()).pathname))
    await field(page, "ชื่อผู้ใช้").fill("demo")
    await page.waitForRequest((r) => new URL(r.url()).pathname === "/api/user/checkUsername/demo")
    await field(page, "ชื่อผู้ใช้").fill("demo2026")
    await expectLookupNote(page, REGISTER_TEXTS.usernameFree)
    release()
    await page.waitForTimeout(500)
    await expect(page.getByText(REGISTER_TEXTS.usernameTaken)).toHaveCount(0)
    await expect.poll(() => aborted).toContain("/api/user/checkUsername/demo")
    expect(pathOf(page)).toBe("/register")
  })

  test("money.md 5: a refusal shows the server's Thai message and keeps what was typed", async ({ page, request }) => {
    await arriveAtSubmit(page)
    // Another device takes the username between the lookup and the press.
    const other = await request.post(REGISTER_PATH, {
      headers: { "Idempotency-Key": "other-device-1" },
      data: {
        phone: "0899999999",
        username: NEW_PLAYER.username,
        password: "xyz98765",
        confirmPassword: "xyz98765",
        bankCode: "014",
        bankId: "5555555555",
        bankAccountName: "สมหมาย ทดสอบ",
        lineId: null,
        inviterCode: null,
        team: null,
        marketing: null
      }
    })
    expect(other.status()).toBe(200)
    await submitButton(page).click()
    await expect(page.getByRole("alert").filter({ hasText: REGISTER_TEXTS.usernameTaken })).toBeVisible()
    await expect(field(page, "เลขบัญชีธนาคาร")).toHaveValue(NEW_PLAYER.bankId)
    await expect(field(page, "LINE ID")).toHaveValue(NEW_PLAYER.lineId)
    await page.getByRole("button", { name: REGISTER_TEXTS.back }).click()
    await expect(field(page, "ชื่อผู้ใช้")).toHaveValue(NEW_PLAYER.username)
    await expect(field(page, "รหัสผ่าน")).toHaveValue(NEW_PLAYER.password)
  })
})
