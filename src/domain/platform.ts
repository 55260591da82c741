import { PLATFORM_HEADER, type PlatformHeader } from "./constants"

/** The platform header from the user agent: AND, IOS or DSK (HTTP-01..HTTP-03). */
export const platformOf = (userAgent: string): PlatformHeader => {
  if (/android/i.test(userAgent)) return PLATFORM_HEADER.android
  if (/iphone|ipad|ipod/i.test(userAgent)) return PLATFORM_HEADER.ios
  return PLATFORM_HEADER.desktop
}
