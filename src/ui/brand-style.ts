import type { CSSProperties } from "react"

/** The inline style that sets the running brand's colour (the `brand` token reads --brand-colour). */
export const brandStyle = (themeColour: string): CSSProperties & Record<"--brand-colour", string> => ({
  "--brand-colour": themeColour
})
