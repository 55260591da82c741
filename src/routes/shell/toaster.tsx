import { Toaster } from "sonner"
import { TOAST_DURATION_MS } from "../../domain/constants"

/** Toasts: bottom-left, dark, 2 s (UI-15, DESIGN-12). */
export const TOASTER_OPTIONS = { position: "bottom-left", theme: "dark", duration: TOAST_DURATION_MS } as const

export const AppToaster = () => <Toaster {...TOASTER_OPTIONS} />
