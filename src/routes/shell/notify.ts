// Toasts without putting sonner on any page's first load: the library arrives with the first toast
// (or with the lazily mounted Toaster, whichever comes first).

interface NotifyOptions {
  readonly duration?: number
}

const sonner = () => import("sonner")

export const notify = {
  info: (message: string, options: NotifyOptions = {}): void => void sonner().then(({ toast }) => toast(message, options)),
  success: (message: string, options: NotifyOptions = {}): void =>
    void sonner().then(({ toast }) => toast.success(message, options)),
  error: (message: string, options: NotifyOptions = {}): void =>
    void sonner().then(({ toast }) => toast.error(message, options))
} as const
