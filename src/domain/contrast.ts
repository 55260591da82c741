// WCAG 2 contrast (#32): the brand gallery's verdict on each brand colour with the text drawn on
// it (the buttons' ink) and as text on the page's near-black.

const channel = (value: number): number => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** The relative luminance of #rrggbb. */
export const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((start) => channel(Number.parseInt(hex.slice(start, start + 2), 16)))
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** The contrast ratio of two #rrggbb colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** WCAG AA for normal text. */
export const AA_NORMAL_TEXT = 4.5

export const passesAA = (a: string, b: string): boolean => contrastRatio(a, b) >= AA_NORMAL_TEXT
