import { SKIP_WAITING } from "./cache-strategy"
import { pwaTexts } from "./texts"

// Registers the service worker (#15), loaded by the entry after the page's load and an idle moment
// (src/main.tsx), so nothing of it is on the first screen's path. A new deploy installs a new
// worker beside the running one; it waits until the player chooses 'อัปเดต' in the prompt (a toast
// that stays, with a button: keyboard-reachable, announced by the toaster's live region), then
// takes over and the page reloads once onto the new version. Never a stuck old version: the
// browser checks sw.js at each navigation, and the app checks again when the player returns to it.

const WORKER_URL = "/sw.js"
const UPDATE_TOAST_ID = "app-update"

const offerUpdate = (waiting: ServiceWorker): void =>
  // sonner directly (the chunk the toaster loads): through routes/sonner-loader.ts, that module
  // would become a chunk of its own, and every screen that toasts would import it separately.
  void import("sonner").then(
    ({ toast }) =>
      toast(pwaTexts.update.title, {
        id: UPDATE_TOAST_ID,
        description: pwaTexts.update.hint,
        duration: Number.POSITIVE_INFINITY,
        action: { label: pwaTexts.update.action, onClick: () => waiting.postMessage(SKIP_WAITING) }
      }),
    // Offline the toaster cannot load; the worker still waits and is offered at the next visit.
    () => undefined
  )

export const registerWorker = async (): Promise<void> => {
  const container = navigator.serviceWorker
  // A page that had no worker gets one without reloading; only a replaced one means a new version.
  const hadController = container.controller !== null
  let reloaded = false
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloaded) return
    reloaded = true
    window.location.reload()
  })
  const registration = await container.register(WORKER_URL, { scope: "/", updateViaCache: "none" })
  const offerWhenInstalled = (worker: ServiceWorker): void => {
    const check = (): void => {
      if (worker.state === "installed" && container.controller !== null) offerUpdate(worker)
    }
    check()
    worker.addEventListener("statechange", check)
  }
  if (registration.waiting !== null) offerWhenInstalled(registration.waiting)
  registration.addEventListener("updatefound", () => {
    if (registration.installing !== null) offerWhenInstalled(registration.installing)
  })
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => undefined)
  })
}
