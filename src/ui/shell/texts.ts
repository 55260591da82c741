/** Thai strings of the layouts, the banners and the error, not-found and maintenance pages (LAYOUT, UI-10, MA-06, ERR-16). */
export const shellTexts = {
  pageNames: { maintenance: "ปิดปรับปรุง", notFound: "ไม่พบหน้า" },
  menu: {
    casino: "คาสิโน",
    slot: "สล็อต",
    sport: "กีฬา",
    contact: "ติดต่อเรา",
    /** Why casino, slot and sport do nothing for a guest: shown on a tap, not only on hover (#15). */
    loginToPlay: "เข้าสู่ระบบเพื่อเล่น",
    /** The public links under the header and in the drawer (#15). */
    promotion: "โปรโมชั่น",
    liveScore: "ผลบอลสด",
    score: "ตารางคะแนน"
  },
  /** The landmark of those links: not 'เมนูหลัก', so the page's landmarks keep names of their own. */
  moreLinks: "โปรโมชั่นและผลบอล",
  /** A guest's way in, in the header of every public page (#15). */
  register: "สมัครสมาชิก",
  guestActions: "เข้าสู่ระบบหรือสมัครสมาชิก",
  mainMenu: "เมนูหลัก",
  openMenu: "เปิดเมนู",
  closeMenu: "ปิดเมนู",
  drawerTitle: "เมนู",
  playerMenu: {
    title: "เมนู",
    dashboard: "หน้าหลัก",
    games: "เกม",
    deposit: "ฝากเงิน",
    withdraw: "ถอนเงิน",
    transactionHistory: "ประวัติธุรกรรม",
    winlost: "คืนยอดเสีย",
    affiliate: "แนะนำเพื่อน",
    reward: "แลกรางวัล",
    wheel: "วงล้อนำโชค",
    flipCard: "เปิดไพ่",
    ranking: "อันดับ",
    media: "มีเดีย",
    account: "บัญชีของฉัน",
    contact: "ติดต่อเรา"
  },
  floatingLine: "ติดต่อทางไลน์",
  /** The player's support button when the brand has a live chat (#29, CHAT-01). */
  liveChat: "แชทกับเจ้าหน้าที่",
  login: "เข้าสู่ระบบ",
  searchLabel: "ค้นหา",
  searchPlaceholder: "ค้นหาเกมหรือโปรโมชั่น",
  searchSubmit: "ค้นหา",
  searchNeedsLogin: "กรุณาเข้าสู่ระบบเพื่อค้นหาเกม",
  logout: "ออกจากระบบ",
  onlineWord: "ออนไลน์",
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
    networkHint: "กรุณาตรวจสอบอินเทอร์เน็ตแล้วลองใหม่"
  },
  errors: {
    notFoundTitle: "ไม่พบหน้าที่คุณต้องการ",
    notFoundHint: "หน้านี้อาจถูกย้ายหรือไม่มีอยู่แล้ว",
    backToDashboard: "กลับสู่หน้าหลัก",
    maintenanceTitle: "ขออภัย ระบบกำลังปิดปรับปรุงชั่วคราว",
    maintenanceBody: "เรากำลังปรับปรุงระบบเพื่อให้บริการที่ดียิ่งขึ้น กรุณากลับมาใหม่อีกครั้งในภายหลัง",
    maintenanceThanks: "ขอบคุณที่ใช้บริการ",
    maintenanceAutoRetry: "หน้านี้จะตรวจสอบให้อัตโนมัติทุก 30 วินาที และพาคุณกลับเข้าสู่ระบบเมื่อเปิดให้บริการ",
    maintenanceRetry: "ลองใหม่",
    maintenanceChecking: "กำลังตรวจสอบสถานะระบบ…",
    maintenanceStill: "ระบบยังปิดปรับปรุงอยู่ กรุณาลองใหม่ภายหลัง",
    genericTitle: "เกิดข้อผิดพลาด",
    genericBody: "ระบบขัดข้องชั่วคราว กรุณาโหลดหน้าใหม่อีกครั้ง",
    chunkMessage: "Loading chunk failed",
    chunkBody: "โหลดข้อมูลหน้าเว็บไม่สำเร็จ อาจเป็นเพราะอินเทอร์เน็ตไม่เสถียรหรือมีการอัปเดตเวอร์ชันใหม่ กรุณาโหลดหน้าใหม่",
    reload: "โหลดหน้าใหม่"
  }
} as const
