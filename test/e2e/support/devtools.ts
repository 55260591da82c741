import { expect, type Page } from "@playwright/test"
import type { AppStateEncoded } from "../../../src/events/schemas"

// The developer panel and its window hook (docs/developer-tools.md), as the e2e tests drive them.

export const devtoolsPanel = (page: Page) => page.getByRole("dialog", { name: "เครื่องมือนักพัฒนา (Developer tools)" })

/** Waits until the panel's lazy chunk installed window.__memberSiteDevtools. */
export const waitForDevtoolsHook = (page: Page) =>
  page.waitForFunction(() => window.__memberSiteDevtools !== undefined, undefined, { timeout: 10_000 })

/** The tags of the live log, oldest first. */
export const logTags = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => (window.__memberSiteDevtools?.getLog() ?? []).map((entry) => entry.event._tag))

export interface Checkpoint {
  readonly label: string
  readonly seq: number
  readonly state: AppStateEncoded
}

/**
 * The state the page holds now, Schema-encoded in the page, with the seq of the last event: the
 * last trace entry, checked to belong to the log's last event.
 */
export const checkpoint = async (page: Page, label: string): Promise<Checkpoint> => {
  const taken = await page.evaluate(() => {
    const hook = window.__memberSiteDevtools
    if (hook === undefined) return null
    const log = hook.getLog()
    const last = hook.getEncodedTrace().at(-1)
    return last === undefined ? null : { logSeq: log[log.length - 1]?.seq ?? 0, seq: last.seq, state: last.state }
  })
  expect(taken, `checkpoint ${label}: the devtools hook is installed`).not.toBeNull()
  if (taken === null) throw new Error("unreachable")
  expect(taken.seq, `checkpoint ${label}: the trace has the log's last event`).toBe(taken.logSeq)
  return { label, seq: taken.seq, state: taken.state }
}

/** Waits until the live log holds an event with `tag` after its first `after` events. */
export const waitForEvent = (page: Page, tag: string, after = 0) =>
  expect
    .poll(async () => (await logTags(page)).slice(after).includes(tag), { message: `event ${tag}`, timeout: 10_000 })
    .toBe(true)
