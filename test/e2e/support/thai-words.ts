import type { Locator } from "@playwright/test"

/**
 * The parts of Thai names inside `scope` that the page draws over more than one line (#29:
 * 'บจก. ลัคกี้ สตาร์ เอ็น|เตอร์เทนเมนต์', 'ลูกกวาดน้ำ|แข็ง'): a name may break at its spaces only.
 * A part is split when its glyph boxes sit on different lines.
 */
export const splitNameParts = (scope: Locator): Promise<ReadonlyArray<string>> =>
  scope.evaluateAll((roots) => {
    const split: Array<string> = []
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const text = node.textContent ?? ""
        for (const found of text.matchAll(/\S+/g)) {
          if (!/[\u0E01-\u0E5B]/.test(found[0])) continue
          const range = document.createRange()
          range.setStart(node, found.index)
          range.setEnd(node, found.index + found[0].length)
          const lines = new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.bottom))
          )
          if (lines.size > 1) split.push(found[0])
        }
      }
    }
    return split
  })
