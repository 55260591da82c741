import { vitalsEndpoint } from "../domain/vitals-endpoint"

// Field data (#30): web-vitals and its sender (field-vitals.ts) load after the first paint, with
// the runtime (src/start-runtime.ts calls this), and only where a build has somewhere to send them
// (README, "Configuration": VITE_VITALS_URL). A module of its own, imported last: the dynamic
// import brings Vite's preload helper, and imported first by start-runtime.ts it reordered the
// runtime chunk's imports, which the first-paint chunk lists (its preload table): bytes on every
// route's first paint.

export const startFieldVitals = (): void => {
  const url = vitalsEndpoint(import.meta.env.VITE_VITALS_URL, import.meta.env.VITE_API_BASE_URL)
  if (url === null) return
  // Telemetry: a chunk that cannot load costs the player nothing.
  void import("./field-vitals").then((m) => m.reportFieldVitals(url)).catch(() => undefined)
}
