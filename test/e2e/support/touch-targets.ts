import type { Page } from "@playwright/test"

// Touch targets of at least 44x44 CSS px (#15; WCAG 2.5.5's size, stricter than 2.5.8's 24 px).
// Exempt, as WCAG 2.5.8's "inline" exception says: a link inside a sentence (an inline element
// whose block is a paragraph), whose size the line's text sets. A visually hidden control (a
// native radio under its drawn label, the skip link before it is focused) is measured by what the
// finger presses: its label, or nothing while it is not shown.

export const MIN_TARGET_PX = 44

const INTERACTIVE = [
  "a[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "summary",
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])'
].join(", ")

/** Every shown interactive element smaller than 44 px in either dimension, described. */
export const smallTouchTargets = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(
    ({ selector, min }) => {
      const describe = (element: Element, rect: DOMRect): string => {
        const name =
          element.getAttribute("aria-label") ?? (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40)
        const href = element.getAttribute("href")
        return `<${element.tagName.toLowerCase()}${href === null ? "" : ` href="${href}"`}> "${name}" ${Math.round(
          rect.width
        )}x${Math.round(rect.height)}`
      }
      const inSentence = (element: Element): boolean =>
        element.tagName === "A" &&
        getComputedStyle(element).display === "inline" &&
        element.parentElement?.closest("p") !== null
      const pressedArea = (element: Element): Element | null => {
        const rect = element.getBoundingClientRect()
        if (rect.width > 2 && rect.height > 2) return element
        // Visually hidden: the label is what is pressed, if it is shown.
        if (element instanceof HTMLInputElement && element.labels !== null && element.labels.length > 0) {
          return element.labels[0] ?? null
        }
        return null
      }
      const small: Array<string> = []
      for (const element of Array.from(document.querySelectorAll(selector))) {
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
        if (element.closest("[inert], [aria-hidden='true']") !== null) continue
        if (inSentence(element)) continue
        const area = pressedArea(element)
        if (area === null) continue
        const rect = area.getBoundingClientRect()
        // Half a pixel of rounding: 43.6 px drawn from 2.725rem is the 44 px intended.
        if (rect.width < min - 0.5 || rect.height < min - 0.5) small.push(describe(element, rect))
      }
      return small
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX }
  )
