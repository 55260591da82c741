/** Thai strings of the contact pages: the LINE contacts (SUPPORT-01, OPEN-65) and the problem report. */
export const contactTexts = {
  pageNames: { contact: "ติดต่อเรา", playerContact: "ติดต่อเจ้าหน้าที่" },
  publicLead: "สอบถามข้อมูลหรือแจ้งปัญหาได้ตลอด 24 ชั่วโมงทางไลน์",
  playerLead: "ติดต่อเจ้าหน้าที่ผ่านไลน์หลักหรือไลน์สำรองได้ตลอด 24 ชั่วโมง",
  settingsFailed: "โหลดช่องทางติดต่อไม่สำเร็จ",
  unavailable: "ยังไม่มีช่องทางติดต่อในขณะนี้ กรุณาลองใหม่ภายหลัง",
  main: "ไลน์หลัก",
  backup: "ไลน์สำรอง",
  scanHint: "สแกน QR Code หรือกดที่ไอดีเพื่อเพิ่มเพื่อน",
  qrTitle: (label: string): string => `QR Code ${label}`,
  idLabel: "ไอดีไลน์",
  /** The "report a problem" section and its bug report. */
  report: {
    title: "แจ้งปัญหาการใช้งาน",
    lead: "หากพบปัญหา ดาวน์โหลดบันทึกการใช้งานหรือคัดลอกรายงานปัญหา แล้วส่งให้เจ้าหน้าที่ทางไลน์ บันทึกนี้ไม่มีรหัสผ่าน และซ่อนเบอร์โทรศัพท์กับเลขบัญชีไว้แล้ว",
    download: "ดาวน์โหลดบันทึกการใช้งาน",
    copy: "คัดลอกรายงานปัญหา",
    downloaded: "ดาวน์โหลดบันทึกการใช้งานแล้ว",
    copied: "คัดลอกรายงานปัญหาแล้ว วางในแชทกับเจ้าหน้าที่ได้เลย",
    failed: "ทำรายการไม่สำเร็จ กรุณาลองอีกครั้ง",
    manualCopy: "คัดลอกอัตโนมัติไม่ได้ในเบราว์เซอร์นี้ กดค้างที่ข้อความด้านล่างแล้วเลือกคัดลอก",
    manualCopyLabel: "รายงานปัญหา",
    /** The summary lines at the top of a copied bug report. */
    summary: {
      heading: "รายงานปัญหาการใช้งาน",
      appVersion: "เวอร์ชันแอป",
      brand: "เว็บไซต์",
      route: "หน้า",
      lastError: "ข้อผิดพลาดล่าสุด",
      noError: "ไม่มี",
      userAgent: "เบราว์เซอร์",
      time: "เวลา",
      events: "จำนวนเหตุการณ์",
      log: "บันทึกการใช้งาน (JSON)"
    }
  }
} as const
