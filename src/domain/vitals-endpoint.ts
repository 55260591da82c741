// Where a build's pages send their Core Web Vitals (#30). A file of its own: src/start-runtime.ts
// reads it, and the rest of the field data's code stays in the after-paint chunk that sends them.

/**
 * Where the beacons go (README, "Configuration"): `VITE_VITALS_URL` when set ("" turns them off);
 * unset, the page's own `/api/vitals` when the page's API is its own origin (the reference setup,
 * where server/ answers it), and nowhere when the build names another API, whose operator has not
 * said they collect them.
 */
export const vitalsEndpoint = (vitalsUrl: string | undefined, apiBaseUrl: string | undefined): string | null => {
  if (vitalsUrl !== undefined) return vitalsUrl.trim() === "" ? null : vitalsUrl.trim()
  return apiBaseUrl === undefined || apiBaseUrl === "" ? "/api/vitals" : null
}
