import { areaModule, lazyCommand, lazyEffect } from "./lazy-area"

// The commands of announcement.ts as the catalogue names them (catalogue.ts exports this file):
// announcements load after the first paint, with the bell and the ticker, so the module loads with
// the first of them run, not with the runtime every page loads at start (lazy-area.ts).

const announcementArea = areaModule(() => import("./announcement"))
export const loadAnnouncements = lazyEffect(announcementArea, (m) => m.loadAnnouncements)
export const markAnnouncementsRead = lazyCommand(announcementArea, (m) => m.markAnnouncementsRead)
export const dismissAnnouncementTicker = lazyCommand(announcementArea, (m) => m.dismissAnnouncementTicker)
