/**
 * Thai strings of the player's shell that no guest's page shows (#29), apart from texts.ts, which
 * every guest's first paint carries: only the player layout's chunk loads these.
 */
export const playerShellTexts = {
  /** The desktop row of game categories: a landmark of its own, not the lobby's tabs' 'หมวดหมู่เกม'. */
  categoryNav: "เมนูหมวดเกม"
} as const
