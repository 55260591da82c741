import { formatInteger } from "../../domain/money"

/** Thai strings of the public and logged-in layouts (LAYOUT group). */
export const layoutTexts = {
  menu: {
    casino: "คาสิโน",
    slot: "สล็อต",
    sport: "กีฬา",
    contact: "ติดต่อเรา",
    comingSoon: "ยังไม่เปิดให้บริการ"
  },
  mainMenu: "เมนูหลัก",
  openMenu: "เปิดเมนู",
  closeMenu: "ปิดเมนู",
  drawerTitle: "เมนู",
  floatingLine: "ติดต่อทางไลน์",
  login: "เข้าสู่ระบบ",
  searchLabel: "ค้นหา",
  searchPlaceholder: "ค้นหาเกมหรือโปรโมชั่น",
  searchSubmit: "ค้นหา",
  logout: "ออกจากระบบ",
  logoutDialog: {
    title: "ยืนยันออกจากระบบ",
    body: "คุณต้องการออกจากระบบใช่หรือไม่?",
    confirm: "ออกจากระบบ",
    cancel: "ยกเลิก"
  },
  logoutSuccess: "ออกจากระบบสำเร็จ",
  online: (count: number): string => `ออนไลน์ ${formatInteger(count)}`,
  userArea: "ข้อมูลผู้เล่น",
  bottomBar: {
    label: "เมนูด้านล่าง",
    dashboard: "หน้าหลัก",
    deposit: "ฝากเงิน",
    allGames: "เกมทั้งหมด",
    withdraw: "ถอนเงิน",
    media: "สื่อ",
    contact: "ติดต่อ"
  },
  banner: {
    offline: "ไม่มีอินเทอร์เน็ต",
    offlineHint: "กรุณาตรวจสอบการเชื่อมต่อ",
    unsupported: "ไม่รองรับ",
    unsupportedHint: "กรุณาอัปเดตเบราว์เซอร์หรือเปิดด้วย Chrome หรือ Safari",
    network: "การเชื่อมต่อมีปัญหา",
    networkHint: "กรุณาลองใหม่อีกครั้งในสักครู่"
  }
} as const
