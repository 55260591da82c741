// Browser detection and the minimum versions of spec §2 (COMPAT-01..COMPAT-10, AMB-28).
// public/browser-check.js repeats this table for engines that cannot load the bundle; a unit
// test keeps the two in step.

export const MINIMUM_VERSIONS = {
  Chrome: 79,
  Firefox: 80,
  Opera: 86,
  Safari: 12,
  Edge: 15,
  IE: 10,
  Samsung: 20,
  "Mobile Safari": 13
} as const
export type BrowserName = keyof typeof MINIMUM_VERSIONS

export interface DetectedBrowser {
  readonly name: BrowserName
  readonly version: number
}

const major = (match: RegExpMatchArray | null): number | null => {
  const digits = match?.[1]
  return digits === undefined ? null : Number(digits)
}

/**
 * Names the browser and its major version, or null for a browser not in the list. On iOS every
 * browser (LINE's in-app browser, Chrome, Firefox) runs WebKit, so it is judged by the iOS version.
 */
export const detectBrowser = (userAgent: string): DetectedBrowser | null => {
  const found = (name: BrowserName, version: number | null): DetectedBrowser | null =>
    version === null ? null : { name, version }
  if (/iPhone|iPad|iPod/.test(userAgent)) return found("Mobile Safari", major(userAgent.match(/OS (\d+)[_.]\d/)))
  if (/Edge\//.test(userAgent)) return found("Edge", major(userAgent.match(/Edge\/(\d+)/)))
  if (/Edg\//.test(userAgent)) return found("Edge", major(userAgent.match(/Edg\/(\d+)/)))
  if (/OPR\//.test(userAgent)) return found("Opera", major(userAgent.match(/OPR\/(\d+)/)))
  if (/SamsungBrowser\//.test(userAgent)) return found("Samsung", major(userAgent.match(/SamsungBrowser\/(\d+)/)))
  if (/Firefox\//.test(userAgent)) return found("Firefox", major(userAgent.match(/Firefox\/(\d+)/)))
  if (/MSIE /.test(userAgent)) return found("IE", major(userAgent.match(/MSIE (\d+)/)))
  if (/Trident\//.test(userAgent)) return found("IE", major(userAgent.match(/rv:(\d+)/)))
  if (/Chrome\//.test(userAgent)) return found("Chrome", major(userAgent.match(/Chrome\/(\d+)/)))
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent))
    return found("Safari", major(userAgent.match(/Version\/(\d+)/)))
  return null
}

/** The browser to name in the 'ไม่รองรับ' banner, or null when it is supported or unknown. */
export const unsupportedBrowser = (userAgent: string): DetectedBrowser | null => {
  const browser = detectBrowser(userAgent)
  return browser !== null && browser.version < MINIMUM_VERSIONS[browser.name] ? browser : null
}
