import { loadSonner } from "./sonner-loader"

// Toasts without putting sonner on any page's first load: the library arrives with the first toast
// (or with the lazily mounted Toaster, whichever comes first). Offline, a toast that cannot load is
// dropped: the offline banner already says why.

interface NotifyOptions {
  readonly duration?: number
}

const show = (render: (sonner: typeof import("sonner")) => unknown): void =>
  void loadSonner().then(render, () => undefined)

export const notify = {
  info: (message: string, options: NotifyOptions = {}): void => show(({ toast }) => toast(message, options)),
  success: (message: string, options: NotifyOptions = {}): void => show(({ toast }) => toast.success(message, options)),
  error: (message: string, options: NotifyOptions = {}): void => show(({ toast }) => toast.error(message, options))
} as const
