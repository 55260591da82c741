import { createElement, useEffect, useState, type ReactNode } from "react"
import type { ToasterProps } from "sonner"
import { TOAST_DURATION_MS } from "../../domain/constants"
import { loadSonner } from "../sonner-loader"

/** Toasts: bottom-left, dark, 2 s (UI-15, DESIGN-12); above the bottom bar where there is one (index.css). */
export const TOASTER_OPTIONS = {
  position: "bottom-left",
  theme: "dark",
  duration: TOAST_DURATION_MS,
  offset: { bottom: "var(--toast-bottom, 24px)" },
  mobileOffset: { bottom: "var(--toast-bottom, 16px)" },
  // Thai reads left to right. Left out, sonner asks the page's computed style at every render of
  // its toaster, which makes the browser work out the styles of the whole page there and then.
  dir: "ltr"
} as const

/** sonner sets a system font stack of its own; Thai needs ours, or phones without a Thai UI font show boxes. */
const TOAST_STYLE = { fontFamily: "'Noto Sans Thai', system-ui, sans-serif", fontSize: "16px" } as const

type ToasterComponent = (props: ToasterProps) => ReactNode

/** sonner's Toaster once loaded (after the first paint); offline, it tries again when back online. */
const useToaster = (): ToasterComponent | null => {
  const [toaster, setToaster] = useState<{ readonly component: ToasterComponent } | null>(null)
  useEffect(() => {
    let active = true
    const load = () =>
      void loadSonner().then(
        ({ Toaster }) => active && setToaster({ component: Toaster }),
        () => window.addEventListener("online", load, { once: true })
      )
    load()
    return () => {
      active = false
      window.removeEventListener("online", load)
    }
  }, [])
  return toaster?.component ?? null
}

export const AppToaster = () => {
  const Toaster = useToaster()
  return Toaster === null ? null : createElement(Toaster, { ...TOASTER_OPTIONS, toastOptions: { style: TOAST_STYLE } })
}
