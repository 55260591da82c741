import { PLATFORM_HEADER, type PlatformHeader } from "./constants"

/** The platform header from the user agent: AND, IOS or DSK (HTTP-01..HTTP-03). */
export const platformOf = (userAgent: string): PlatformHeader => {
  if (/android/i.test(userAgent)) return PLATFORM_HEADER.android
  if (/iphone|ipad|ipod/i.test(userAgent)) return PLATFORM_HEADER.ios
  return PLATFORM_HEADER.desktop
}

/**
 * LINE's in-app browser ("... Line/13.1.0"): it ignores <a download> and often lacks the async
 * clipboard, so saving and copying take their fallbacks there.
 */
export const isLineInAppBrowser = (userAgent: string): boolean => /\bLine\/\d/i.test(userAgent)
