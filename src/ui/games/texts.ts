import { gameCountText } from "./game-count"

/** Thai strings of the games lobby (issue #11): the issue's own words where it gives them. */
export const gamesTexts = {
  pageName: "เกม",
  tabsLabel: "หมวดหมู่เกม",
  providersHeading: "ค่ายเกม",
  featuredHeading: "เกมแนะนำ",
  hotHeading: "เกมฮิตตอนนี้",
  recentHeading: "เล่นล่าสุด",
  favouritesHeading: "เกมโปรด",
  gameCount: gameCountText,
  noProviders: "หมวดนี้ยังไม่มีค่ายเกม",
  noFeatured: "ยังไม่มีเกมแนะนำในหมวดนี้",
  lobbyFailed: "โหลดรายการค่ายเกมไม่สำเร็จ",
  gamesFailed: "โหลดรายการเกมไม่สำเร็จ",
  retry: "ลองใหม่",
  badge: { new: "ใหม่", hot: "ฮิต" },
  play: "เล่น",
  playName: (name: string): string => `เล่น ${name}`,
  opening: "กำลังเข้าเกม…",
  favourite: "เพิ่มในเกมโปรด",
  favouriteAdded: "เพิ่มในรายการโปรดแล้ว",
  favouriteRemoved: "นำออกจากรายการโปรดแล้ว",
  search: "ค้นหาเกม",
  searchPlaceholder: "ชื่อเกม ไทยหรืออังกฤษ",
  clearSearch: "ล้างคำค้นหา",
  noMatch: "ไม่พบเกม",
  noMatchHint: (query: string): string => `ไม่มีเกมที่ชื่อมีคำว่า “${query}” ลองคำอื่น หรือล้างคำค้นหา`,
  matches: (count: number, total: number): string =>
    count === total
      ? `ทั้งหมด ${total.toLocaleString("th-TH")} เกม`
      : `พบ ${count.toLocaleString("th-TH")} จาก ${total.toLocaleString("th-TH")} เกม`,
  backToLobby: "ค่ายเกมทั้งหมด",
  openFailed: "เปิดเกมไม่สำเร็จ",
  offline: "ไม่มีการเชื่อมต่ออินเทอร์เน็ต กรุณาลองใหม่เมื่อกลับมาออนไลน์",
  openedElsewhere: "เครดิตเข้าเกมแล้ว กด ‘เล่น’ อีกครั้งเพื่อเข้าเกม (ไม่หักเครดิตซ้ำ)",
  notOpened: "ยังไม่ได้เข้าเกม เครดิตยังอยู่ครบ กด ‘เล่น’ เพื่อลองใหม่",
  openUnverified: "ยังตรวจสอบไม่ได้ว่าเข้าเกมสำเร็จหรือไม่ กด ‘เล่น’ อีกครั้งได้โดยไม่หักเครดิตซ้ำ"
} as const
