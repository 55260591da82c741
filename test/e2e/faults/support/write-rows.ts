import type { Locator } from "@playwright/test"
import { expect } from "../../support/fixtures"
import { recordRequests, trackApiCalls, type RecordedRequest } from "../../support/network"
import type { LedgerRow } from "./ledger-check"
import { dropAnswer, failBeforeServer, holdFirstAnswer, unrouteCalls, type Method } from "./page-faults"
import { expectLedgerRows, expectSessionEndedCleanly, loginAs, offlineBanner, type Account } from "./player"
import { markPage, matrixRow, type RowContext } from "./row-context"
import { TEXTS } from "./texts"

// The "write" row kind: a press that changes something on the server (a check-in, a login; later
// deposits, withdrawals, rewards...). A target says how to reach its confirm button and what the
// player sees once it is done; each helper below registers one row's test for it. Writes that move
// money are also checked on the server's ledger: done once, never twice, never lost.

export interface WriteTarget {
  readonly name: string
  readonly ids: string
  readonly call: { readonly path: string; readonly method: Method }
  readonly account: Account
  /** The ledger kind one done write adds (null for a write that moves no money, like a login). */
  readonly ledgerKind: string | null
  /** Up to the confirm button, ready to press. */
  readonly arrive: (ctx: RowContext) => Promise<void>
  readonly button: (ctx: RowContext) => Locator
  /** The write's screen has finished with it (the popup closed, the form gone). */
  readonly expectSettled: (ctx: RowContext) => Promise<void>
  /**
   * What the player sees once the write is done. `ledger` reads its one ledger row (null when it
   * moves no money); it is a function so that a short-lived toast is checked before the wait.
   */
  readonly expectDone: (ctx: RowContext, ledger: () => Promise<LedgerRow | null>) => Promise<void>
  /** What the player sees while the write is known not to have happened and can be made again. */
  readonly expectNotDone: (ctx: RowContext) => Promise<void>
  /** The reads that tell whether the write happened (a lost answer is settled by them). */
  readonly stateReads: ReadonlyArray<{ readonly path: string; readonly method: Method }>
  /** After a new login: the page reflects whether the server did the write. */
  readonly expectReconciled: (ctx: RowContext, done: boolean) => Promise<void>
  /** Makes the same write elsewhere (another device), through the API. */
  readonly doElsewhere?: (ctx: RowContext) => Promise<void>
}

const writesOf = (target: WriteTarget, all: ReadonlyArray<RecordedRequest>) =>
  all.filter((r) => r.path === target.call.path && r.method === target.call.method)

const keyOf = (request: RecordedRequest): string | undefined => request.headers["idempotency-key"]

/** The one ledger row a done write leaves (null when the target moves no money). */
const theOneRow = async (ctx: RowContext, target: WriteTarget): Promise<LedgerRow | null> => {
  if (target.ledgerKind === null) return null
  const rows = await expectLedgerRows(ctx.request, target.account.username, target.ledgerKind, 1)
  return rows[0] ?? null
}

const expectNoRow = async (ctx: RowContext, target: WriteTarget) => {
  if (target.ledgerKind !== null) await expectLedgerRows(ctx.request, target.account.username, target.ledgerKind, 0)
}

const title = (target: WriteTarget, what: string) => `${target.name}: ${what} (${target.ids}, #9)`

/** Row 6: two presses in the same instant, and a third while the first is in flight, send one request. */
export const doublePressRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "a double press sends one request and does the write once"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const recorded = recordRequests(page)
      const held = await holdFirstAnswer(page, target.call)
      // Both clicks run before React renders again: the guard cannot be a re-render.
      await target.button(ctx).evaluate((button) => {
        if (!(button instanceof HTMLElement)) throw new Error("the confirm control is not an element")
        button.click()
        button.click()
      })
      await held.serverAnswered
      // A third press while the answer is on its way (the button may be disabled: then it is a no-op).
      await target
        .button(ctx)
        .click({ force: true, timeout: 1_000 })
        .catch(() => undefined)
      held.release()
      await held.delivery
      await target.expectDone(ctx, () => theOneRow(ctx, target))
      await page.waitForTimeout(300)
      expect(writesOf(target, await recorded.all()), `${target.call.method} ${target.call.path} requests`).toHaveLength(
        1
      )
    }
  )

/** Row 7 (money.md test 4): the server does the write and its answer is lost. */
export const answerDroppedRow = (target: WriteTarget) =>
  matrixRow(
    title(
      target,
      "a write done by the server whose answer is lost is done once and its outcome shown without a reload"
    ),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const unchanged = await markPage(page)
      const recorded = recordRequests(page)
      const dropped = await dropAnswer(page, target.call)
      await target.button(ctx).click()
      await expect.poll(dropped.dropped, { message: "the answer was dropped" }).toBe(1)
      await target.expectDone(ctx, () => theOneRow(ctx, target))
      await unchanged()
      const writes = writesOf(target, await recorded.all())
      // Not resent by itself: what happened is read, not written again.
      expect(writes, "the write is sent once").toHaveLength(1)
      expect(writes[0]?.headers["idempotency-key"], "the write carries an Idempotency-Key").toMatch(/\S/)
    }
  )

/** Row 7: the answer was lost before the server saw the write; the player's retry reuses its key. */
export const retryReusesKeyRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "a retry the player asks for after a lost answer reuses the same Idempotency-Key"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const recorded = recordRequests(page)
      await failBeforeServer(page, target.call)
      await target.button(ctx).click()
      // The app reads what happened (nothing) and lets the player try again.
      await target.expectNotDone(ctx)
      await expectNoRow(ctx, target)
      await target.button(ctx).click()
      await target.expectDone(ctx, () => theOneRow(ctx, target))
      const writes = writesOf(target, await recorded.all())
      expect(writes, "the first send and the player's retry").toHaveLength(2)
      const keys = writes.map(keyOf)
      expect(keys[0], "Idempotency-Key of the first send").toMatch(/\S/)
      expect(keys[1], "the retry reuses the key").toBe(keys[0])
    }
  )

/** Row 7: the answer is lost and what happened cannot be read either: 'ตรวจสอบอีกครั้ง', never a resend. */
export const verifyAgainRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "a lost answer whose outcome cannot be read offers 'ตรวจสอบอีกครั้ง' and never resends by itself"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const recorded = recordRequests(page)
      await dropAnswer(page, target.call)
      for (const read of target.stateReads) await failBeforeServer(page, read, 50)
      const calls = trackApiCalls(page)
      await target.button(ctx).click()
      const verifyAgain = page.getByRole("button", { name: TEXTS.checkIn.verifyAgain })
      await expect(verifyAgain).toBeVisible()
      // What the press reads after an unsure write (the points, the balance, the lists) lands while
      // the reads still fail: on a slow machine it landed after they worked again, as the player
      // pressed, and the press's screen changed under the click (a CI run of 28 November).
      await calls.settled()
      for (const read of target.stateReads) await unrouteCalls(page, read.path)
      // The player presses it. On a slow machine the app can read the outcome by itself first, once
      // the reads work again (a CI run saw the button go before the press). Either way the outcome
      // is read, never written again (below); a button still there must take the press. Whichever
      // comes first ends the wait, so a button gone by itself does not hold the test until what
      // its outcome showed (a toast of 2 s) is over.
      const pressed = verifyAgain.click({ timeout: 10_000 }).then(
        () => true,
        () => false
      )
      const goneByItself = expect(verifyAgain)
        .toHaveCount(0, { timeout: 10_000 })
        .then(
          () => true,
          () => false
        )
      expect(await Promise.race([pressed, goneByItself]), "pressed, or the outcome read without it").toBe(true)
      await target.expectDone(ctx, () => theOneRow(ctx, target))
      expect(writesOf(target, await recorded.all()), "the write is sent once").toHaveLength(1)
    }
  )

/** Row 5: offline before the press: the app says so and sends nothing; online again, it works. */
export const offlineBeforeRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "offline before the write: the app says it is offline and sends nothing"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const recorded = recordRequests(page)
      await context.setOffline(true)
      await expect(offlineBanner(page)).toBeVisible()
      await expect(offlineBanner(page)).toContainText(TEXTS.offline)
      await target
        .button(ctx)
        .click({ force: true, timeout: 2_000 })
        .catch(() => undefined)
      await page.waitForTimeout(500)
      expect(writesOf(target, await recorded.all()), "nothing is sent while offline").toHaveLength(0)
      await expectNoRow(ctx, target)
      await context.setOffline(false)
      await expect(offlineBanner(page)).toHaveCount(0)
      await target.button(ctx).click()
      await target.expectDone(ctx, () => theOneRow(ctx, target))
      expect(writesOf(target, await recorded.all()), "one write once online").toHaveLength(1)
    }
  )

/** Row 5: the write reaches the server, then the network drops: 'กำลังตรวจสอบรายการ…', then the outcome once online. */
export const offlineDuringRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "offline during the write: 'กำลังตรวจสอบรายการ…', then the outcome once online"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const unchanged = await markPage(page)
      const recorded = recordRequests(page)
      const dropped = await dropAnswer(page, target.call, { beforeAbort: () => context.setOffline(true) })
      await target.button(ctx).click()
      await expect.poll(dropped.dropped, { message: "the answer was lost" }).toBe(1)
      await expect(page.getByText(TEXTS.checkIn.verifying)).toBeVisible()
      await expect(offlineBanner(page)).toBeVisible()
      await context.setOffline(false)
      await target.expectDone(ctx, () => theOneRow(ctx, target))
      await unchanged()
      expect(writesOf(target, await recorded.all()), "the write is sent once").toHaveLength(1)
    }
  )

/** Row 5: the answer arrived, then the network dropped: the outcome is shown all the same. */
export const offlineAfterRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "offline right after the write: the outcome is shown"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      const recorded = recordRequests(page)
      const answered = page.waitForResponse(
        (r) => new URL(r.url()).pathname === target.call.path && r.request().method() === target.call.method
      )
      await target.button(ctx).click()
      // The whole answer is in (its headers alone are not: going offline then would lose its body).
      await (await answered).finished()
      await context.setOffline(true)
      // The outcome shows while still offline; the balance it moved, once back online.
      await target.expectDone(ctx, async () => {
        const row = await theOneRow(ctx, target)
        await context.setOffline(false)
        return row
      })
      expect(writesOf(target, await recorded.all()), "the write is sent once").toHaveLength(1)
    }
  )

/** The server already did this write (another device): its refusal is shown as done, not as an error. */
export const doneElsewhereRow = (target: WriteTarget) =>
  matrixRow(
    title(target, "a write already done elsewhere is shown as done, not as an error"),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      if (target.doElsewhere === undefined) throw new Error(`${target.name} cannot be done elsewhere`)
      await target.doElsewhere(ctx)
      await target.button(ctx).click()
      await target.expectSettled(ctx)
      await expectNoErrorShown(ctx)
      if (target.ledgerKind !== null) await expectLedgerRows(request, target.account.username, target.ledgerKind, 1)
    }
  )

const expectNoErrorShown = async (ctx: RowContext) => {
  await ctx.page.waitForTimeout(300)
  await expect(ctx.page.locator('[role="alert"]:not([data-banner])').filter({ hasText: /\S/ })).toHaveCount(0)
}

/**
 * Row 3: a 401 answers the write in flight. The session ends cleanly; after logging in again the
 * page shows what the server did: `processed` says whether the server did the write before its
 * 401 (an expiry racing the write) or refused it.
 */
export const sessionEndsMidWriteRow = (target: WriteTarget, processed: boolean) =>
  matrixRow(
    title(
      target,
      processed
        ? "a 401 on the write in flight, after the server did it, ends the session; logged in again, the page shows it done"
        : "a 401 refusing the write in flight ends the session; logged in again, the write can be made"
    ),
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      await target.arrive(ctx)
      await page.route(
        (url) => url.pathname === target.call.path,
        async (route) => {
          if (route.request().method() !== target.call.method) return route.fallback()
          if (processed) await route.fetch()
          await route.fulfill({
            status: 401,
            contentType: "application/json; charset=utf-8",
            body: JSON.stringify({ success: false, message: "Unauthorized" })
          })
        },
        { times: 1 }
      )
      await target.button(ctx).click()
      await expectSessionEndedCleanly(page)
      await loginAs(page, target.account, { goto: false })
      await target.expectReconciled(ctx, processed)
      if (target.ledgerKind !== null)
        await expectLedgerRows(request, target.account.username, target.ledgerKind, processed ? 1 : 0)
    }
  )
