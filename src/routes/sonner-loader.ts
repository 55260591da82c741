// sonner arrives after the first paint. A load that fails (the player went offline before it came)
// is forgotten, so the next use tries again instead of failing for the rest of the visit.

let pending: Promise<typeof import("sonner")> | null = null

export const loadSonner = (): Promise<typeof import("sonner")> =>
  (pending ??= import("sonner").catch((error: unknown) => {
    pending = null
    throw error
  }))
