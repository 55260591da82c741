import type { APIRequestContext, BrowserContext, Page } from "@playwright/test"
import type { DevApi } from "../../support/dev-api"

/** What every row of the matrix works with: the page, its browser context and the server. */
export interface RowContext {
  readonly page: Page
  readonly context: BrowserContext
  readonly dev: DevApi
  readonly request: APIRequestContext
}

/** A mark on the page's window: still there later means the page was not reloaded. */
export const markPage = async (page: Page): Promise<() => Promise<void>> => {
  const mark = `fault-matrix-${Math.random().toString(36).slice(2)}`
  await page.evaluate((value) => Reflect.set(window, "__faultMatrixMark", value), mark)
  return async () => {
    const now: unknown = await page.evaluate(() => Reflect.get(window, "__faultMatrixMark"))
    if (now !== mark) throw new Error("the page was reloaded: the player lost what was on it")
  }
}

/** The fixtures a row's test takes. */
export type RowFixtures = RowContext

/**
 * One row of the matrix as a test: a spec file registers it with `test(row.title, row.body)`, so
 * reports name the spec file. (`body` takes its fixtures destructured, as Playwright requires.)
 */
export interface MatrixRow {
  readonly title: string
  readonly body: (fixtures: RowFixtures) => Promise<void>
}

export const matrixRow = (title: string, body: MatrixRow["body"]): MatrixRow => ({ title, body })
