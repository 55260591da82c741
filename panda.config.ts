import { defineConfig } from "@pandacss/dev"

// Theme tokens. The brand colour is a CSS variable set at run time per brand
// (src/app-main.tsx sets it); #FFCA00 is the main theme colour and the fallback.
export default defineConfig({
  preflight: true,
  include: ["./src/**/*.{ts,tsx}"],
  exclude: [],
  jsxFramework: "react",
  // Styles are written with css() only. With style props on, Panda read every JSX attribute named
  // like a CSS property as one (a Skeleton's width="70%", a picture's height={240}, a slot's
  // fill="name", the toaster's offset) and wrote a class nobody uses for each: 0.56 kB gzip of the
  // stylesheet every page inlines or loads before its first paint.
  jsxStyleProps: "none",
  outdir: "styled-system",
  theme: {
    extend: {
      keyframes: {
        // The announcement ticker: its text is written twice in a row, so half a turn loops seamlessly.
        tickerScroll: { from: { transform: "translateX(0)" }, to: { transform: "translateX(-50%)" } }
      },
      tokens: {
        colors: {
          brandDefault: { value: "#FFCA00" },
          dialog: { value: "#212121" },
          ink: { value: "#111111" },
          paper: { value: "#F5F5F5" },
          surface: { value: "#17171c" },
          surfaceRaised: { value: "#24242b" },
          muted: { value: "#b4b4bd" },
          danger: { value: "#ff6b6b" },
          // Amber for "may be out of date" and "pending": not an error, not done.
          caution: { value: "#ffd27a" },
          success: { value: "#4ade80" }
        },
        fonts: {
          body: { value: "'Noto Sans Thai', 'Noto Sans Thai Fallback', system-ui, sans-serif" }
        }
      },
      semanticTokens: {
        colors: {
          brand: { value: "var(--brand-colour, {colors.brandDefault})" },
          onBrand: { value: "{colors.ink}" }
        }
      }
    }
  }
})
