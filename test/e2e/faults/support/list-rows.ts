import { expect } from "../../support/fixtures"
import { answerRaw, holdFirstAnswer, TRUNCATED_JSON, type Method } from "./page-faults"
import { matrixRow, type MatrixRow, type RowContext } from "./row-context"

// The "list" row kind: a read the player sees (a balance, a list, settings) whose answer is
// malformed, of the wrong shape, or arrives out of order. A target says how to reach the read and
// what the player should see; each helper below registers one row's test for it.

export interface ListTarget<Arrived> {
  /** Its name in test titles ("credit", "check-in list"). */
  readonly name: string
  /** The requirement ids the row checks, for the title. */
  readonly ids: string
  readonly call: { readonly path: string; readonly method: Method }
  /** Up to the moment the call is about to go out; returns what later steps need. */
  readonly arrive: (ctx: RowContext) => Promise<Arrived>
  /** Makes the page send the call. */
  readonly send: (ctx: RowContext, arrived: Arrived) => Promise<void>
  /** What the player sees once the call failed: a Thai error with a way on, never a blank page. */
  readonly expectFailed: (ctx: RowContext, arrived: Arrived) => Promise<void>
  /** Takes the way on (the fault is spent by then) and sees the data again. */
  readonly recover: (ctx: RowContext, arrived: Arrived) => Promise<void>
  /** Valid JSON that is not what the contract says. */
  readonly wrongShapes: ReadonlyArray<{ readonly label: string; readonly body: unknown }>
}

/** Row 1: the answer is not JSON at all (cut off mid-body). */
export const malformedJsonRow = <Arrived>(target: ListTarget<Arrived>) =>
  matrixRow(
    `${target.name}: a malformed JSON answer shows a Thai error with a way on, never a blank page (${target.ids}, #9)`,
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      const arrived = await target.arrive(ctx)
      const fault = await answerRaw(ctx.page, target.call, { status: 200, body: TRUNCATED_JSON })
      await target.send(ctx, arrived)
      await expect.poll(fault.used, { message: "the malformed answer was served" }).toBe(1)
      await target.expectFailed(ctx, arrived)
      await target.recover(ctx, arrived)
    }
  )

/** Row 2: valid JSON of the wrong shape, one test per shape, served by the reference API. */
export const wrongShapeRows = <Arrived>(target: ListTarget<Arrived>): ReadonlyArray<MatrixRow> =>
  target.wrongShapes.map((shape) =>
    matrixRow(
      `${target.name}: a JSON answer of the wrong shape (${shape.label}) shows a Thai error with a way on (${target.ids}, #9)`,
      async ({ page, context, dev, request }) => {
        const ctx: RowContext = { page, context, dev, request }
        const arrived = await target.arrive(ctx)
        await ctx.dev.injectFault({ path: target.call.path, method: target.call.method, status: 200, body: shape.body })
        const answered = ctx.page.waitForResponse(
          (r) => new URL(r.url()).pathname === target.call.path && r.request().method() === target.call.method
        )
        await target.send(ctx, arrived)
        await answered
        await target.expectFailed(ctx, arrived)
        await target.recover(ctx, arrived)
      }
    )
  )

/** Row 8: two answers of one read arrive in the wrong order; the page must show the newer one. */
export interface OutOfOrderTarget<Arrived> {
  readonly name: string
  readonly ids: string
  readonly call: { readonly path: string; readonly method: Method }
  readonly arrive: (ctx: RowContext) => Promise<Arrived>
  /** Sends the first call; the server answers it at once, the answer is held back. */
  readonly sendFirst: (ctx: RowContext, arrived: Arrived) => Promise<void>
  /** Changes what the server knows and makes the page send a second call, answered at once. */
  readonly sendSecond: (ctx: RowContext, arrived: Arrived) => Promise<void>
  /** After the first (older) answer was let through: the page shows the second's truth. */
  readonly expectLatest: (ctx: RowContext, arrived: Arrived) => Promise<void>
}

export const outOfOrderRow = <Arrived>(target: OutOfOrderTarget<Arrived>) =>
  matrixRow(
    `${target.name}: an older answer arriving after a newer one never replaces it (${target.ids}, #9)`,
    async ({ page, context, dev, request }) => {
      const ctx: RowContext = { page, context, dev, request }
      const arrived = await target.arrive(ctx)
      const held = await holdFirstAnswer(ctx.page, target.call)
      await target.sendFirst(ctx, arrived)
      await held.serverAnswered
      await target.sendSecond(ctx, arrived)
      held.release()
      await held.delivery
      await target.expectLatest(ctx, arrived)
      // And it stays so: nothing late overwrites it.
      await ctx.page.waitForTimeout(500)
      await target.expectLatest(ctx, arrived)
    }
  )
