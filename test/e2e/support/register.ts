import { expect, type Page } from "@playwright/test"
import { LOOKUP_DEBOUNCE_MS } from "../../../src/domain/register-lookup"

// Registration through its screen (#12): the new player the tests make, and the two steps.

export const REGISTER_TEXTS = {
  heading: "สมัครสมาชิก",
  step1: "ข้อมูลบัญชี",
  step2: "ข้อมูลธนาคาร",
  next: "ถัดไป",
  back: "ย้อนกลับ",
  submit: "สมัครสมาชิก",
  phoneTaken: "เบอร์โทรศัพท์นี้ถูกใช้แล้ว",
  usernameTaken: "ชื่อผู้ใช้นี้ถูกใช้แล้ว",
  bankIdTaken: "เลขบัญชีนี้ถูกใช้แล้ว",
  inviterNotFound: "ไม่พบรหัสผู้แนะนำ",
  phoneFree: "ใช้เบอร์โทรศัพท์นี้ได้",
  usernameFree: "ใช้ชื่อผู้ใช้นี้ได้",
  bankIdFree: "ใช้เลขบัญชีนี้ได้",
  mismatch: "รหัสผ่านไม่ตรงกัน",
  welcome: "ยินดีต้อนรับ",
  registeredElsewhere: "บัญชีของคุณถูกสร้างแล้ว"
} as const

export const REGISTER_PATH = "/api/user/register"

export interface NewPlayer {
  readonly phone: string
  readonly username: string
  readonly password: string
  /** The bank's name as its tile shows it. */
  readonly bank: string
  readonly bankId: string
  readonly lineId: string
}

/** KBank gives the holder's name (the reference API's bank directory), so step 2 fills it. */
export const NEW_PLAYER: NewPlayer = {
  phone: "0891234567",
  username: "somsak01",
  password: "abc12345",
  bank: "กสิกรไทย",
  bankId: "9876543210",
  lineId: "somsak.l"
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The form's field by its label: whole ('รหัสผ่าน' is also inside 'ยืนยันรหัสผ่าน'), an optional
 * field's '(ไม่บังคับ)' allowed after it.
 */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escaped(label)}( \\(ไม่บังคับ\\))?$`))

export const registerHeading = (page: Page) => page.getByRole("heading", { level: 1, name: REGISTER_TEXTS.heading })
export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name })

const clocked = new WeakSet<Page>()

/**
 * Installs the page's clock (before the page loads) so the lookups' pause runs on it: a lookup is
 * asked for LOOKUP_DEBOUNCE_MS after the last key (OPEN-21), and `expectLookupNote` jumps that pause
 * instead of waiting it out. Once per page.
 */
export const lookupsOnTheClock = async (page: Page) => {
  if (clocked.has(page)) return
  await page.clock.install()
  clocked.add(page)
}

/**
 * A lookup's note shows (taken, free, the inviter's name). On a page whose lookups run on its clock,
 * the clock jumps the pause, as often as it takes for the lookup to be asked and answered.
 */
export const expectLookupNote = async (page: Page, text: string) => {
  const note = page.getByText(text)
  if (!clocked.has(page)) return expect(note).toBeVisible()
  await expect
    .poll(
      async () => {
        await page.clock.runFor(LOOKUP_DEBOUNCE_MS)
        return note.isVisible()
      },
      { message: `the lookup says '${text}'` }
    )
    .toBe(true)
}

export const fillStep1 = async (page: Page, player: NewPlayer = NEW_PLAYER) => {
  await field(page, "เบอร์โทรศัพท์").fill(player.phone)
  await field(page, "ชื่อผู้ใช้").fill(player.username)
  await field(page, "รหัสผ่าน").fill(player.password)
  await field(page, "ยืนยันรหัสผ่าน").fill(player.password)
  await expectLookupNote(page, REGISTER_TEXTS.phoneFree)
  await expectLookupNote(page, REGISTER_TEXTS.usernameFree)
}

export const fillStep2 = async (page: Page, player: NewPlayer = NEW_PLAYER) => {
  await page.getByRole("radio", { name: player.bank }).check()
  await field(page, "เลขบัญชีธนาคาร").fill(player.bankId)
  await expectLookupNote(page, REGISTER_TEXTS.bankIdFree)
  await expect(field(page, "ชื่อบัญชี")).toHaveValue(/\S/)
  await field(page, "LINE ID").fill(player.lineId)
}

/** From a registration path to step 2 filled, the button 'สมัครสมาชิก' ready. */
export const arriveAtSubmit = async (page: Page, path = "/register", player: NewPlayer = NEW_PLAYER) => {
  await lookupsOnTheClock(page)
  await page.goto(path)
  await expect(registerHeading(page)).toBeVisible()
  await fillStep1(page, player)
  await page.getByRole("button", { name: REGISTER_TEXTS.next }).click()
  await expect(stepHeading(page, REGISTER_TEXTS.step2)).toBeFocused()
  await fillStep2(page, player)
}

export const submitButton = (page: Page) => page.getByRole("button", { name: REGISTER_TEXTS.submit, exact: true })
