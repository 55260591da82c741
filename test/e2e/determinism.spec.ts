import { Either, Schema } from "effect"
import { decodeLogText } from "../../src/events/log/decode-log"
import { redact } from "../../src/events/log/redact"
import { replayLog, stateAtSeq } from "../../src/events/log/replay"
import { AppStateSchema } from "../../src/events/schemas"
import { expect, test } from "./support/fixtures"
import { checkInDialog, submitLogin, topBar } from "./support/session"
import {
  checkpoint,
  devtoolsPanel,
  logTags,
  waitForDevtoolsHook,
  waitForEvent,
  type Checkpoint
} from "./support/devtools"

// Determinism (issue §1): the log of a real session in Chromium, replayed in Node, gives the state
// the browser had after every one of its events.
//
// The page records its own state after every dispatch (window.__memberSiteDevtools.trace, filled by
// a store subscription while the panel is enabled, Schema-encoded in the page), so no step can be
// missed between two polls. The exported log is redacted (phone, bank account, chat address are
// masked), so the replayed state holds masked values where the browser held clear ones: both sides
// go through the same redaction before comparing. Masking keeps the last 4 characters and is
// idempotent, so any other difference (an event missing, a reducer reading a clock) still shows.

const encodeState = Schema.encodeSync(AppStateSchema)

test("a recorded Chromium session replays in Node to the same state at every step", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto("/login?devtools=1")
  await waitForDevtoolsHook(page)
  await expect(devtoolsPanel(page)).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(devtoolsPanel(page)).toBeHidden()
  await waitForEvent(page, "ConfigurationLoaded")
  const checkpoints: Array<Checkpoint> = [await checkpoint(page, "start")]

  // Log in and let the credit load.
  let before = (await logTags(page)).length
  await submitLogin(page)
  await expect(page).toHaveURL(/\/auth\/dashboard$/)
  await waitForEvent(page, "CreditLoaded", before)
  await waitForEvent(page, "CheckInListLoaded", before)
  await expect(page.locator("[data-balance]")).toBeVisible()
  checkpoints.push(await checkpoint(page, "logged in, credit loaded"))

  // Check in: the reward, then the balance again.
  before = (await logTags(page)).length
  await checkInDialog(page).getByRole("button", { name: "เช็คอินรับรางวัล" }).click()
  await waitForEvent(page, "CheckInDone", before)
  await waitForEvent(page, "CreditLoaded", before)
  await expect(page.getByText(/เช็คอินสำเร็จ/)).toBeVisible()
  checkpoints.push(await checkpoint(page, "checked in"))

  // Log out: every slice resets, the public data loads again.
  before = (await logTags(page)).length
  await topBar(page).getByRole("button", { name: "ออกจากระบบ" }).click()
  await page
    .getByRole("dialog", { name: "ยืนยันออกจากระบบ" })
    .getByRole("button", { name: "ออกจากระบบ", exact: true })
    .click()
  await waitForEvent(page, "Logout", before)
  await waitForEvent(page, "ConfigurationLoaded", before)
  await expect(page).toHaveURL(/\/login$/)
  checkpoints.push(await checkpoint(page, "logged out"))

  // One read: the public data's other loads may still land after the checkpoint, and the trace, the
  // export and the tags must describe the same log.
  const { trace, exported, tags } = await page.evaluate(() => {
    const hook = window.__memberSiteDevtools
    return {
      trace: hook?.getEncodedTrace() ?? [],
      exported: JSON.stringify(hook?.exportLog() ?? null),
      tags: (hook?.getLog() ?? []).map((entry) => entry.event._tag)
    }
  })
  expect(tags).toEqual(expect.arrayContaining(["LoginSuccess", "CreditLoaded", "CheckInDone", "Logout"]))

  // Replay in Node.
  const decoded = decodeLogText(exported)
  if (Either.isLeft(decoded)) throw new Error(`the export does not decode: ${decoded.left.message}`)
  const log = decoded.right
  expect(log.skipped).toEqual([])
  expect(log.events.map((entry) => entry.event._tag)).toEqual(tags)
  const replay = replayLog(log)
  const replayed = (seq: number) => redact(encodeState(stateAtSeq(replay, seq)))

  // Every traced step: one per event since the panel was enabled, plus the state it found.
  expect(trace.length).toBeGreaterThan(20)
  const seqs = trace.map((entry) => entry.seq)
  expect(seqs.slice(1)).toEqual(log.events.map((entry) => entry.seq).filter((seq) => seq > (seqs[0] ?? 0)))
  for (const { seq, state } of trace) {
    expect(replayed(seq), `replayed state at seq ${seq}`).toEqual(redact(state))
  }
  for (const { label, seq, state } of checkpoints) {
    expect(replayed(seq), `replayed state at "${label}" (seq ${seq})`).toEqual(redact(state))
  }
  // And the end: the browser's state as the log was read is the replay's final state.
  expect(redact(encodeState(replay.final))).toEqual(redact(trace.at(-1)?.state ?? null))
})
