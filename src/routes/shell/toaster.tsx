import { lazy, Suspense } from "react"
import { TOAST_DURATION_MS } from "../../domain/constants"

/** Toasts: bottom-left, dark, 2 s (UI-15, DESIGN-12). */
export const TOASTER_OPTIONS = { position: "bottom-left", theme: "dark", duration: TOAST_DURATION_MS } as const

/** sonner sets a system font stack of its own; Thai needs ours, or phones without a Thai UI font show boxes. */
const TOAST_STYLE = { fontFamily: "'Noto Sans Thai', system-ui, sans-serif", fontSize: "16px" } as const

// Loaded after the first paint: no page needs it to show.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })))

export const AppToaster = () => (
  <Suspense fallback={null}>
    <Toaster {...TOASTER_OPTIONS} toastOptions={{ style: TOAST_STYLE }} />
  </Suspense>
)
