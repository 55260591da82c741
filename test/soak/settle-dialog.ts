import type { Locator } from "@playwright/test"

/**
 * After a write's confirmation was pressed: waits until its dialog closed (done) or shows a refusal,
 * then closes a dialog still open with 'ยกเลิก', so the next step starts from the screen.
 */
export const settleWriteDialog = async (dialog: Locator, waitMs: number): Promise<void> => {
  await Promise.race([
    dialog.waitFor({ state: "hidden", timeout: waitMs }),
    dialog.getByRole("alert").filter({ hasText: /\S/ }).first().waitFor({ timeout: waitMs })
  ])
  await closeIfOpen(dialog, waitMs)
}

/**
 * Closes the dialog with 'ยกเลิก' when it is still open (a refusal, or nothing was sent). A dialog may
 * also close by itself meanwhile (an unsure write read back as done): then there is nothing to close.
 */
export const closeIfOpen = async (dialog: Locator, waitMs: number): Promise<void> => {
  if (!(await dialog.isVisible())) return
  await Promise.any([
    dialog.getByRole("button", { name: "ยกเลิก" }).click({ timeout: waitMs }),
    dialog.waitFor({ state: "hidden", timeout: waitMs })
  ])
}
