// The marks a player screen's frame (#30) carries on <html>: its gate (frame-gate.ts) puts them, the
// stylesheet hides the frame while one is there (index.css), the fill (frame-fill-entry.ts) and the
// entry (page-paint.ts) read them. A module of constants only, so the entry takes nothing else.

/** The attribute the gate puts on <html> when the frame must not show. */
export const FRAME_HIDDEN_ATTRIBUTE = "data-frame-hidden"
/**
 * The attribute the gate puts on <html> when the frame will show: it waits, hidden, for the page's
 * Thai font (the fill removes it once the font is there, 2 s at most, frame-fill-entry.ts). Painted
 * in a fallback font, every line of the frame moved when the font arrived (CLS 0.04 in the
 * layout-stability test with the font 1.2 s late).
 */
export const FRAME_FONTS_ATTRIBUTE = "data-frame-fonts"
/** The longest the frame waits, hidden, for the Thai font (frame-fill-entry.ts shows it then). */
export const FRAME_FONT_WAIT_MS = 2_000
